/**
 * What a `<picture>` offers besides its `<img>`: the AVIF and WebP srcsets of an uploaded
 * DJ image's resized variants (decision 0026), the `sizes` its layout gives it, and the
 * upload's intrinsic size for the `<img>`'s width and height. The server's preload of the
 * largest paint uses the same strings, so the browser reuses that download.
 */
import { imageSrcSet, type ImageVariants } from '../../domain/image-variants';

export interface PictureSources {
  avif: string;
  webp: string;
  sizes: string;
  width: number;
  height: number;
}

/** The sources of `url`, or null when it has no variants (seed images, older uploads). */
export function pictureSources(
  url: string | null,
  variants: ImageVariants | null,
  sizes: string,
): PictureSources | null {
  if (!url || !variants) return null;
  const avif = imageSrcSet(url, variants, 'avif');
  const webp = imageSrcSet(url, variants, 'webp');
  if (!avif || !webp) return null;
  return { avif, webp, sizes, width: variants.width, height: variants.height };
}
