import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { NEWS_IMAGE_LIMITS, processNewsImage } from './image-processing.server';

// Every fixture is made here with sharp; no binary files live in the repository.

/** Deterministic pseudo-random bytes (mulberry32), so noisy fixtures are the same on every run. */
function noiseBytes(length: number, seed = 1): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed >>> 0;
  for (let i = 0; i < length; i++) {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    bytes[i] = (t ^ (t >>> 14)) & 0xff;
  }
  return bytes;
}

/** Noisy content compresses badly, so cutting the file lands in the middle of the pixel data. */
const noisy = (width: number, height: number) => sharp(noiseBytes(width * height * 3), { raw: { width, height, channels: 3 } });
const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#336699' } });

const accepted = async (input: Uint8Array) => {
  const result = await processNewsImage(input);
  if (!result.ok) throw new Error(`expected the image to be accepted, got '${result.reason}'`);
  return result.image;
};

describe('news image processing: accepted images', () => {
  it('shrinks a 1600x900 PNG into 1200x800, keeping its aspect, as WebP', async () => {
    const image = await accepted(await solid(1600, 900).png().toBuffer());
    expect(image).toMatchObject({ mime: 'image/webp', width: 1200, height: 675 });
    const out = await sharp(image.data).metadata();
    expect(out).toMatchObject({ format: 'webp', width: 1200, height: 675 });
  });

  it('accepts a JPEG and does not enlarge a small one', async () => {
    const image = await accepted(await noisy(400, 300).jpeg().toBuffer());
    expect(image).toMatchObject({ mime: 'image/webp', width: 400, height: 300 });
    expect((await sharp(image.data).metadata()).format).toBe('webp');
  });

  it('accepts a WebP', async () => {
    const image = await accepted(await noisy(640, 480).webp().toBuffer());
    expect(image).toMatchObject({ mime: 'image/webp', width: 640, height: 480 });
  });

  it('accepts exactly 1920x1080 (the limits are inclusive)', async () => {
    const image = await accepted(await solid(1920, 1080).png().toBuffer());
    expect(image).toMatchObject({ width: 1200, height: 675 });
  });

  it('reads the bytes it is given, even from a view into a larger buffer', async () => {
    const png = await solid(300, 200).png().toBuffer();
    const larger = new Uint8Array(png.length + 20);
    larger.set(png, 10);
    expect(await accepted(larger.subarray(10, 10 + png.length))).toMatchObject({ width: 300, height: 200 });
  });

  it('strips EXIF, GPS and ICC data', async () => {
    const jpeg = await noisy(400, 300)
      .jpeg()
      .withExif({
        IFD0: { Make: 'Acme', Model: 'Cam 1', Artist: 'Sara' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '21/1 29/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '39/1 11/1 0/1' },
      })
      .withIccProfile('p3')
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.exif?.toString('latin1')).toContain('Acme');
    expect(before.icc).toBeDefined();

    const image = await accepted(jpeg);
    const after = await sharp(image.data).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
  });

  it('applies the EXIF orientation before checking and resizing', async () => {
    // Stored as 900x1600 portrait, displayed as 1600x900 landscape (orientation 6 = rotate 90°).
    const rotated = await solid(900, 1600).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const image = await accepted(rotated);
    expect(image).toMatchObject({ width: 1200, height: 675 });
    expect((await sharp(image.data).metadata()).orientation).toBeUndefined();

    // The same pixels without the tag really are 1600 high.
    expect(await processNewsImage(await solid(900, 1600).jpeg().toBuffer())).toEqual({ ok: false, reason: 'height' });
  });
});

describe('news image processing: refused images', () => {
  it('refuses an image wider than 1920', async () => {
    expect(await processNewsImage(await solid(1921, 100).png().toBuffer())).toEqual({ ok: false, reason: 'width' });
  });

  it('refuses an image taller than 1080', async () => {
    expect(await processNewsImage(await solid(100, 1081).png().toBuffer())).toEqual({ ok: false, reason: 'height' });
  });

  it('refuses more than 5 MB by size alone, before decoding', async () => {
    const png = await solid(100, 100).png().toBuffer();
    const padded = Buffer.alloc(NEWS_IMAGE_LIMITS.maxBytes + 1);
    png.copy(padded);
    expect(await processNewsImage(padded)).toEqual({ ok: false, reason: 'size' });
    // Padding alone is the only problem: the same PNG is fine at its own size.
    expect(await processNewsImage(png)).toMatchObject({ ok: true });
  });

  it('refuses empty input', async () => {
    expect(await processNewsImage(new Uint8Array(0))).toEqual({ ok: false, reason: 'unreadable' });
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')],
    ['an XML-prefixed SVG', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['an HTML page', Buffer.from('<!doctype html><html><body>hi</body></html>')],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n', 'latin1')],
    ['an ELF executable renamed .png', Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]), noiseBytes(500)])],
    ['a Windows MZ executable renamed .png', Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00', 'latin1'), noiseBytes(500)])],
    ['a RIFF file that is not WebP (AVI)', Buffer.from('RIFF\x24\x00\x00\x00AVI LIST', 'latin1')],
    ['a two-byte JPEG start', Buffer.from([0xff, 0xd8])],
  ])('refuses %s by its magic bytes', async (_name, bytes) => {
    expect(await processNewsImage(bytes)).toEqual({ ok: false, reason: 'type' });
  });

  it('refuses an SVG even when sharp could render it', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await sharp(svg).metadata()).format).toBe('svg');
    expect(await processNewsImage(svg)).toEqual({ ok: false, reason: 'type' });
  });

  it.each([
    { name: 'JPEG', encode: () => noisy(400, 300).jpeg().toBuffer() },
    { name: 'PNG', encode: () => noisy(400, 300).png().toBuffer() },
    { name: 'WebP', encode: () => noisy(400, 300).webp().toBuffer() },
  ])('refuses a $name cut off at 60% of its length', async ({ encode }) => {
    const full = await encode();
    const truncated = full.subarray(0, Math.floor(full.length * 0.6));
    expect(await processNewsImage(full)).toMatchObject({ ok: true });
    expect(await processNewsImage(truncated)).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('refuses random bytes behind a PNG signature', async () => {
    const bytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), noiseBytes(4096, 7)]);
    expect(await processNewsImage(bytes)).toEqual({ ok: false, reason: 'unreadable' });
  });

  describe('image bomb', () => {
    let bomb: Buffer;

    beforeAll(async () => {
      // 12000x12000 of one colour: 432 MB of pixels, well under 1 MB of PNG (encoding takes ~1 s).
      bomb = await sharp({ create: { width: 12000, height: 12000, channels: 3, background: '#ff0000' } })
        .png()
        .toBuffer();
    });

    it('refuses a small PNG that declares 12000x12000 pixels, without decoding it', { timeout: 2000 }, async () => {
      expect(bomb.length).toBeLessThan(NEWS_IMAGE_LIMITS.maxBytes);
      expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 12000, height: 12000 });

      const started = performance.now();
      expect(await processNewsImage(bomb)).toEqual({ ok: false, reason: 'width' });
      expect(performance.now() - started).toBeLessThan(1000);
    });

    it.each([
      { width: 20000, height: 20000, reason: 'width' },
      { width: 1000, height: 300000, reason: 'height' },
    ])('refuses a PNG whose header claims $width x $height, beyond even sharp’s default pixel limit', async ({ width, height, reason }) => {
      // A real 20000x20000 would take seconds to encode: rewrite the IHDR of a small PNG instead.
      const png = Buffer.from(await solid(10, 10).png().toBuffer());
      // Signature (8) | IHDR length (4) | "IHDR" (4) | width (4) | height (4) | 5 more bytes | CRC (4)
      png.writeUInt32BE(width, 16);
      png.writeUInt32BE(height, 20);
      png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
      expect(await sharp(png, { limitInputPixels: false }).metadata()).toMatchObject({ width, height });
      expect(await processNewsImage(png)).toEqual({ ok: false, reason });
    });
  });
});
