import 'server-only';
import sharp, { type Metadata } from 'sharp';
import { detectImageType, IMAGE_RULES } from './image-rules';

/**
 * Server-side authority for news images uploaded by editors.
 *
 * Nothing the browser sends about the file is trusted: not its name, not its declared MIME type,
 * not its claimed dimensions. The bytes are checked in order of cost — size, then magic bytes,
 * then the header (read without decoding pixels), then a full decode — and every accepted image
 * is re-encoded to WebP, which drops EXIF (including GPS), XMP and ICC metadata.
 */

/** The upload rules the browser also checks (image-rules.ts), plus what the server does to accepted images. */
export const NEWS_IMAGE_LIMITS = {
  maxBytes: IMAGE_RULES.maxBytes,
  maxWidth: IMAGE_RULES.maxWidth,
  maxHeight: IMAGE_RULES.maxHeight,
  fitWidth: 1200,
  fitHeight: 800,
  quality: 85,
} as const;

export type ImageRejection = 'type' | 'size' | 'width' | 'height' | 'unreadable';

export type ProcessedImage = { data: Buffer; mime: 'image/webp'; width: number; height: number };

export type ProcessNewsImageResult = { ok: true; image: ProcessedImage } | { ok: false; reason: ImageRejection };

const reject = (reason: ImageRejection): ProcessNewsImageResult => ({ ok: false, reason });

export async function processNewsImage(input: Uint8Array): Promise<ProcessNewsImageResult> {
  // 1. Size, before anything looks inside the bytes.
  if (input.byteLength === 0) return reject('unreadable');
  if (input.byteLength > NEWS_IMAGE_LIMITS.maxBytes) return reject('size');

  // 2. Type, from the magic bytes only.
  const type = detectImageType(input);
  if (!type) return reject('type');

  // A view over the same memory; sharp is given a Buffer and nothing is copied.
  const buffer = Buffer.from(input.buffer, input.byteOffset, input.byteLength);

  // 3. Header only. `limitInputPixels: false` lets an image bomb's declared dimensions be read (no
  //    pixels are decoded here), so it is reported as 'width'/'height' rather than as an error.
  let metadata: Metadata;
  try {
    metadata = await sharp(buffer, { limitInputPixels: false, failOn: 'error' }).metadata();
  } catch {
    return reject('unreadable');
  }
  if (metadata.format !== type) return reject('type');
  if (!metadata.width || !metadata.height) return reject('unreadable');

  // 4. Dimensions as displayed: EXIF orientations 5–8 are quarter turns, which swap width and height.
  const swapped = (metadata.orientation ?? 1) >= 5;
  const width = swapped ? metadata.height : metadata.width;
  const height = swapped ? metadata.width : metadata.height;
  if (width > NEWS_IMAGE_LIMITS.maxWidth) return reject('width');
  if (height > NEWS_IMAGE_LIMITS.maxHeight) return reject('height');

  // 5. Full decode and re-encode. The pixel limit is a second line of defence should the header and
  //    the decoder ever disagree; failOn 'error' refuses truncated or corrupt pixel data. Only the
  //    first frame of an animation is read. No withMetadata()/keepExif(): the output carries no EXIF,
  //    GPS, XMP or ICC data.
  try {
    const { data, info } = await sharp(buffer, {
      limitInputPixels: NEWS_IMAGE_LIMITS.maxWidth * NEWS_IMAGE_LIMITS.maxHeight,
      failOn: 'error',
      pages: 1,
    })
      .rotate()
      .resize(NEWS_IMAGE_LIMITS.fitWidth, NEWS_IMAGE_LIMITS.fitHeight, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: NEWS_IMAGE_LIMITS.quality })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, image: { data, mime: 'image/webp', width: info.width, height: info.height } };
  } catch {
    return reject('unreadable');
  }
}
