// makeImageVariants with the real sharp, on images generated here: a phone-style JPEG that is
// stored sideways with an EXIF orientation and a GPS position, a PNG with transparency, and
// inputs that must be refused (a tiny PNG claiming 400 megapixels, bytes that are no image).
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_INPUT_PIXELS } from '../../src/domain/image-variants';
import { ImageRefusedError, makeImageVariants } from '../../functions/src/services/image-variants';

const RED = { r: 255, g: 0, b: 0 };
const BLUE = { r: 0, g: 0, b: 255 };

/** 1600 x 1000, red on the left half and blue on the right, stored with EXIF orientation 6. */
async function sidewaysJpeg(): Promise<Buffer> {
  const left = await sharp({ create: { width: 800, height: 1000, channels: 3, background: RED } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: BLUE } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The colour at (x, y) of an encoded image. */
async function pixel(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at] ?? -1, g: data[at + 1] ?? -1, b: data[at + 2] ?? -1 };
}

/** A valid PNG header claiming `width` x `height`, with one empty data chunk: a bomb's shape. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('makeImageVariants', () => {
  it('turns a sideways phone JPEG upright, resizes it and strips its metadata', async () => {
    const input = await sidewaysJpeg();
    // Control: the input really is stored sideways, with EXIF.
    const stored = await sharp(input).metadata();
    expect([stored.width, stored.height, stored.orientation]).toEqual([1600, 1000, 6]);
    expect(stored.exif?.toString('latin1')).toContain('Camera 1');

    const result = await makeImageVariants(input);
    expect([result.width, result.height]).toEqual([1000, 1600]);
    expect(result.widths).toEqual([320, 640, 960]);
    expect(result.variants.map((v) => `${v.format}:${v.width}x${v.height}`)).toEqual([
      'avif:320x512',
      'webp:320x512',
      'avif:640x1024',
      'webp:640x1024',
      'avif:960x1536',
      'webp:960x1536',
    ]);
    for (const variant of result.variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      // Smaller than the upload it replaces.
      expect(variant.bytes.length).toBeLessThan(input.length);
    }
    // Upright: the stored left half (red) is now the top.
    const small = result.variants[1]!.bytes;
    const top = await pixel(small, 160, 40);
    const bottom = await pixel(small, 160, 470);
    expect(top.r).toBeGreaterThan(200);
    expect(top.b).toBeLessThan(60);
    expect(bottom.b).toBeGreaterThan(200);
    expect(bottom.r).toBeLessThan(60);
  }, 60_000);

  it('makes a small PNG no wider than itself', async () => {
    const input = await sharp({
      create: { width: 700, height: 500, channels: 4, background: { ...RED, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const result = await makeImageVariants(input);
    expect([result.width, result.height, result.widths]).toEqual([700, 500, [320, 640]]);
    expect(result.variants.map((v) => `${v.format}:${v.width}x${v.height}`)).toEqual([
      'avif:320x229',
      'webp:320x229',
      'avif:640x457',
      'webp:640x457',
    ]);
    const narrow = await sharp({
      create: { width: 200, height: 120, channels: 3, background: BLUE },
    })
      .png()
      .toBuffer();
    expect((await makeImageVariants(narrow)).widths).toEqual([200]);
  }, 60_000);

  it('refuses an image that claims more pixels than the limit, before decoding it', async () => {
    const bomb = pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100);
    expect(20_000 * 20_000).toBeGreaterThan(IMAGE_MAX_INPUT_PIXELS);
    // Control: sharp reads the header as a real PNG of that size.
    const meta = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 20_000, 20_000]);

    await expect(makeImageVariants(bomb)).rejects.toThrow(ImageRefusedError);
    await expect(makeImageVariants(bomb)).rejects.toThrow(/Too many pixels|pixel limit/);
  });

  it('refuses bytes that are not an image, and a truncated one', async () => {
    await expect(makeImageVariants(Buffer.from('<svg onload="alert(1)"/>'))).rejects.toThrow(
      ImageRefusedError,
    );
    const jpeg = await sidewaysJpeg();
    await expect(makeImageVariants(jpeg.subarray(0, 2000))).rejects.toThrow(ImageRefusedError);
  }, 60_000);
});
