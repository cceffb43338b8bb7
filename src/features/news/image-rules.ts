/**
 * Article image rules for the editor's panel (spec §5, §9): checked in the browser first for instant
 * feedback; the server (image-processing.server.ts) checks everything again and is the authority.
 * Client-safe: no server imports.
 */
export const IMAGE_RULES = {
  /** For the file picker's `accept`; the file's first bytes decide, never its name or declared type. */
  types: ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'],
  /** As listed in the "Invalid file type" message. */
  extensions: ['jpeg', 'jpg', 'png', 'webp'],
  maxBytes: 5 * 1024 * 1024,
  maxMegabytes: 5,
  maxWidth: 1920,
  maxHeight: 1080,
  recommendedWidth: 1200,
  recommendedHeight: 800,
} as const;

/** Why an image was refused; the first five are also the upload API's `error` values. */
export type ImageProblem = 'type' | 'size' | 'width' | 'height' | 'unreadable' | 'read' | 'load' | 'upload';

const serverProblems: readonly ImageProblem[] = ['type', 'size', 'width', 'height', 'unreadable'];

export function isServerImageProblem(value: unknown): value is ImageProblem {
  return typeof value === 'string' && (serverProblems as readonly string[]).includes(value);
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/** JPEG `FF D8 FF`, PNG's 8-byte signature, WebP `RIFF····WEBP`; anything else is not an allowed image. */
export function detectImageType(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

export type ImageCheck = { ok: true; width: number; height: number } | { ok: false; problem: ImageProblem };

/** Reads the displayed size of an image; throws when the browser cannot decode it. */
async function measure(file: Blob): Promise<{ width: number; height: number }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The browser's check, in the server's order: type (magic bytes), size, then the decoded dimensions. */
export async function precheckImage(file: Blob): Promise<ImageCheck> {
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  } catch {
    return { ok: false, problem: 'read' };
  }
  if (file.size === 0) return { ok: false, problem: 'unreadable' };
  if (!detectImageType(head)) return { ok: false, problem: 'type' };
  if (file.size > IMAGE_RULES.maxBytes) return { ok: false, problem: 'size' };
  let size: { width: number; height: number };
  try {
    size = await measure(file);
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  if (!size.width || !size.height) return { ok: false, problem: 'unreadable' };
  if (size.width > IMAGE_RULES.maxWidth) return { ok: false, problem: 'width' };
  if (size.height > IMAGE_RULES.maxHeight) return { ok: false, problem: 'height' };
  return { ok: true, ...size };
}
