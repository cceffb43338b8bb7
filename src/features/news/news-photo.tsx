import { getImageProps } from 'next/image';
import type { ImgHTMLAttributes } from 'react';
import { preload as preloadResource } from 'react-dom';

export type NewsPhotoProps = ImgHTMLAttributes<HTMLImageElement>;

/**
 * A news photo's `<img>` attributes: resized by Next's image optimiser for the reader's screen, filling its
 * positioned frame. Computed on the server: next/image's component would add about 6 KB of JavaScript to the news
 * pages for nothing a reader sees. `priority` loads it at once; `preload` (the article's photo) also announces it
 * in the document's head at high priority, so a phone starts on it before laying out the page.
 */
export function newsPhotoProps({
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
}): NewsPhotoProps {
  const eager = priority || preload;
  const { props } = getImageProps({ src, alt: '', fill: true, sizes, loading: eager ? 'eager' : 'lazy', className });
  if (preload) preloadResource(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  return { ...props, fetchPriority: eager ? 'high' : undefined, decoding: 'async' };
}

/** A news photo as a plain `<img>` (`newsPhotoProps`). */
export function NewsPhoto(props: Parameters<typeof newsPhotoProps>[0]) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the optimiser's props, alt included (decorative)
  return <img {...newsPhotoProps(props)} />;
}
