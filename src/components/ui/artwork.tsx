import type { CSSProperties } from 'react';
import { cn } from '@/lib/cn';

/**
 * The site's own artwork (SVG files under `public/`) as a plain image: lazy unless it is the page's first
 * picture, sized so nothing shifts. Not next/image: SVGs are served as they are anyway, and its client code
 * would add about 6 KB of JavaScript to every page. Photos (news) keep next/image for their resized copies.
 */
export function Artwork({
  src,
  alt,
  width,
  height,
  fill = false,
  priority = false,
  className,
  style,
}: {
  src: string;
  alt: string;
  /** Intrinsic size; with `fill` the picture covers its positioned parent instead. */
  width?: number;
  height?: number;
  fill?: boolean;
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: plain SVG artwork needs no optimiser
    <img
      src={src}
      alt={alt}
      width={fill ? undefined : width}
      height={fill ? undefined : height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cn(fill && 'absolute inset-0 size-full', className)}
      style={style}
    />
  );
}
