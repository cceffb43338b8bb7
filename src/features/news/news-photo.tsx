import { getImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

/**
 * A news photo filling its positioned frame, resized by Next's image optimiser for the reader's screen, as a
 * plain `<img>` from the server: next/image's component would add about 6 KB of JavaScript to the news pages
 * for nothing a reader sees. `priority` loads it at once; `preload` (the article's photo) also announces it in
 * the document's head at high priority, so a phone starts on it before laying out the page.
 */
export function NewsPhoto({
  src,
  sizes,
  priority = false,
  preload = false,
  className,
}: {
  src: string;
  sizes: string;
  priority?: boolean;
  preload?: boolean;
  className?: string;
}) {
  const eager = priority || preload;
  const { props } = getImageProps({ src, alt: '', fill: true, sizes, loading: eager ? 'eager' : 'lazy', className });
  if (preload) preloadResource(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the optimiser's props, alt included (decorative)
  return <img {...props} fetchPriority={eager ? 'high' : undefined} decoding="async" />;
}
