// The image work behind onDjImageUploaded (decision 0026): an upload's bytes → its resized
// AVIF and WebP variants. sharp decodes at most IMAGE_MAX_INPUT_PIXELS (a small file can
// claim an enormous canvas), turns the image upright by its EXIF orientation, and writes
// the variants without any metadata (no EXIF: no GPS position, no camera serial).
// sharp is loaded on first use: only this function needs it, and it is a large native
// module that must not slow every other function's cold start.
import {
  IMAGE_MAX_INPUT_PIXELS,
  IMAGE_VARIANT_FORMATS,
  variantWidths,
  type ImageVariantFormat,
} from '../../../src/domain/image-variants';

export interface ImageVariantOutput {
  width: number;
  height: number;
  format: ImageVariantFormat;
  bytes: Buffer;
}

export interface ProcessedImage {
  /** The upload's size, upright. */
  width: number;
  height: number;
  /** Ascending widths, each in every format. */
  widths: number[];
  variants: ImageVariantOutput[];
}

/** An upload that is not an image sharp will decode within the limits. */
export class ImageRefusedError extends Error {
  override name = 'ImageRefusedError';
}

/** Encoder settings: those of the hero poster (scripts/generate-hero-poster.ts). */
const ENCODE: Readonly<Record<ImageVariantFormat, Record<string, number>>> = {
  avif: { quality: 50, effort: 4 },
  webp: { quality: 70 },
};

export async function makeImageVariants(input: Buffer): Promise<ProcessedImage> {
  const { default: sharp } = await import('sharp');
  // One frame of an animation; decoding refuses more than the pixel limit.
  const options = { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, pages: 1, failOn: 'error' } as const;
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(input, options).metadata();
  } catch (error) {
    throw new ImageRefusedError(`Not a readable image: ${(error as Error).message}`);
  }
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new ImageRefusedError('The image has no size.');
  // The header is checked before anything is decoded (sharp checks again while decoding).
  if (width * height > IMAGE_MAX_INPUT_PIXELS) {
    throw new ImageRefusedError(`Too many pixels: ${width} x ${height}.`);
  }
  const widths = variantWidths(width);
  const upright = sharp(input, options).autoOrient();
  const variants: ImageVariantOutput[] = [];
  try {
    // One encode at a time: AVIF is CPU-heavy, and the function has a single vCPU.
    for (const w of widths) {
      const resized = upright.clone().resize({ width: w, withoutEnlargement: true });
      for (const format of IMAGE_VARIANT_FORMATS) {
        const encoded =
          format === 'avif' ? resized.clone().avif(ENCODE.avif) : resized.clone().webp(ENCODE.webp);
        const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
        // Named by the width asked for (the encoder gives exactly it: never an upscale).
        variants.push({ width: w, height: info.height, format, bytes: data });
      }
    }
  } catch (error) {
    throw new ImageRefusedError(`The image could not be decoded: ${(error as Error).message}`);
  }
  return { width, height, widths, variants };
}
