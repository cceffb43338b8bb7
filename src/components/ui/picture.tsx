import 'server-only';
import type { ComponentProps } from 'react';
import { getImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';
import { isUploadedPicture } from '@/components/sections/blocks/pictures';
import { Artwork } from './artwork';

/**
 * A picture of a page drawn on the server: the site's own artwork as it is (`Artwork`), a picture staff uploaded
 * (decision 019) resized by Next's image optimiser for the reader's screen, in AVIF or WebP, so an upload costs a
 * phone no more than the frame it fills. `sizes` says how wide that frame is (the whole width unless given).
 * Client components use `Artwork`: next/image's code would otherwise join every page's JavaScript.
 */
export function Picture({ sizes = '100vw', ...props }: ComponentProps<typeof Artwork> & { sizes?: string }) {
  if (!isUploadedPicture(props.src)) return <Artwork {...props} />;
  const eager = props.priority || props.preload;
  const { props: image } = getImageProps({
    src: props.src,
    alt: props.alt,
    ...(props.fill ? { fill: true, sizes } : { width: props.width ?? 1200, height: props.height ?? 800, sizes }),
    loading: eager ? 'eager' : 'lazy',
  });
  if (props.preload) preloadResource(image.src, { as: 'image', imageSrcSet: image.srcSet, imageSizes: image.sizes, fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the optimiser's attributes, computed here (see above)
    <img
      {...image}
      alt={props.alt}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={props.className}
      style={{ ...image.style, ...props.style }}
    />
  );
}
