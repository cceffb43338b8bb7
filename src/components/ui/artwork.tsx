import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import { clsx } from 'clsx';

/**
 * The site's own artwork (SVG files under `public/`) as a plain image: lazy unless it is the page's first
 * picture, sized so nothing shifts. Not next/image: SVGs are served as they are anyway, and its client code
 * would add about 6 KB of JavaScript to every page. Photos (news) are resized by the optimiser: see `features/news/news-photo.tsx`.
 * A `priority` picture loads at once at high priority; a `preload` one (the hero's) is also announced in the
 * document's head, so the browser fetches it before it has laid out the page.
 */
export function Artwork({
  src,
  alt,
  width,
  height,
  fill = false,
  priority = false,
  preload: preloaded = false,
  className,
  style,
}: {
  src: string;
  alt: string;
  /** Intrinsic size; with `fill` the picture covers its positioned parent instead. */
  width?: number;
  height?: number;
  fill?: boolean;
  /** Above the fold: loaded at once, at high priority. */
  priority?: boolean;
  /** The page's largest picture: `priority`, and preloaded from the document's head. */
  preload?: boolean;
  className?: string;
  style?: CSSProperties;
}) {
  const eager = priority || preloaded;
  if (preloaded) preload(src, { as: 'image', fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: plain SVG artwork needs no optimiser
    <img
      src={src}
      alt={alt}
      width={fill ? undefined : width}
      height={fill ? undefined : height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={clsx(fill && 'absolute inset-0 size-full', className)}
      style={style}
    />
  );
}
