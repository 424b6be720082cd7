/**
 * Resized modern-format copies of a DJ's uploaded photo or cover (decision 0026). The
 * onDjImageUploaded Storage trigger writes them; the profile saves and the trigger attach
 * the record to djs/{uid}; the cards, the profile header and the server's preload build
 * their `srcset` from it. Everything here is pure: paths, URLs and the record's shape.
 */
import type { DjImageKind } from './image-upload';
import { parseStorageDownloadUrl } from './storage-download-url';

/** The widths (CSS px at 1x) made of every upload, never wider than the upload itself. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960, 1280] as const;
/** Best first: the order of the `<source>` elements and of a browser's choice. */
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];
export const IMAGE_VARIANT_CONTENT_TYPES: Readonly<Record<ImageVariantFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/**
 * An upload is decoded only up to this many pixels (50 MP: more than a phone camera's
 * default; a 5 MB PNG can claim far more and would exhaust the function's memory).
 */
export const IMAGE_MAX_INPUT_PIXELS = 50_000_000;

/**
 * A variant's name is never reused (its source's name carries the upload's millisecond and
 * is never overwritten), so browsers and CDNs may keep it for a year without asking again.
 */
export const IMAGE_VARIANT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** What djs/{uid} carries next to photoUrl / coverImageUrl once the variants exist. */
export interface ImageVariants {
  /** The Storage object path of the upload the variants were made from. */
  source: string;
  /** The upload's intrinsic size, after EXIF rotation. */
  width: number;
  height: number;
  /** The variant widths, ascending; each exists in every IMAGE_VARIANT_FORMATS format. */
  widths: number[];
}

/** The djs/{uid} field that holds the variants of each image field. */
export const DJ_IMAGE_VARIANT_FIELDS = {
  photoUrl: 'photoVariants',
  coverImageUrl: 'coverImageVariants',
} as const;
export type DjImageUrlField = keyof typeof DJ_IMAGE_VARIANT_FIELDS;
export const DJ_IMAGE_URL_FIELDS = Object.keys(DJ_IMAGE_VARIANT_FIELDS) as DjImageUrlField[];

/** An upload's object path, as storage.rules accept it. */
export interface DjImageObject {
  uid: string;
  kind: DjImageKind;
  /** `profile-1700000000000.jpg` */
  fileName: string;
  /** `profile-1700000000000` */
  stem: string;
}

const UID = '[A-Za-z0-9_-]{1,128}';
const SOURCE_PATH = new RegExp(
  `^dj-profiles/(${UID})/((profile|cover)-[0-9]{10,16})\\.(jpg|jpeg|png|gif|webp)$`,
);

/**
 * dj-profiles/{uid}/{kind}-{millis}.{ext} → its parts; null for anything else, the
 * variants themselves included (so the trigger never processes its own output).
 */
export function parseDjImageObjectPath(path: string): DjImageObject | null {
  const match = SOURCE_PATH.exec(path);
  if (!match) return null;
  const [, uid, stem, kind, ext] = match;
  if (!uid || !stem || !ext) return null;
  return { uid, kind: kind as DjImageKind, fileName: `${stem}.${ext}`, stem };
}

/** dj-profiles/{uid}/variants/{stem}-{width}w.{format}: a folder only functions write. */
export function variantObjectPath(
  source: DjImageObject,
  width: number,
  format: ImageVariantFormat,
): string {
  return `dj-profiles/${source.uid}/variants/${source.stem}-${width}w.${format}`;
}

/** The imageVariants/{id} document of an upload (`{uid}_{stem}`; a stem has no `_`). */
export function imageVariantsDocId(source: DjImageObject): string {
  return `${source.uid}_${source.stem}`;
}

/**
 * The widths to make of an upload `sourceWidth` px wide: every step it reaches, and its own
 * width when it lies well past the last step it reaches (below the largest), so a small
 * image still gets its full size in the modern formats. Never wider than the upload.
 */
export function variantWidths(sourceWidth: number): number[] {
  if (!Number.isInteger(sourceWidth) || sourceWidth < 1) return [];
  const widths: number[] = IMAGE_VARIANT_WIDTHS.filter((w) => w <= sourceWidth);
  const largest = IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1] ?? 0;
  const last = widths[widths.length - 1];
  if (sourceWidth < largest && (last === undefined || sourceWidth > last * 1.2)) {
    widths.push(sourceWidth);
  }
  return widths;
}

/** The Storage object path a stored image URL names, if it is one of our uploads. */
export function djImageObjectOfUrl(url: string | null | undefined): DjImageObject | null {
  if (!url) return null;
  const parsed = parseStorageDownloadUrl(url);
  return parsed ? parseDjImageObjectPath(parsed.path) : null;
}

/**
 * A variant's URL, next to its source's: the same host and bucket, the variant's path and no
 * download token (storage.rules make the variants folder publicly readable, and a token is
 * per object).
 */
export function variantUrl(
  sourceUrl: string,
  width: number,
  format: ImageVariantFormat,
): string | null {
  const parsed = parseStorageDownloadUrl(sourceUrl);
  const source = parsed ? parseDjImageObjectPath(parsed.path) : null;
  if (!parsed || !source) return null;
  return `${parsed.base}${encodeURIComponent(variantObjectPath(source, width, format))}?alt=media`;
}

/** `url-320 320w, url-640 640w, …` of one format, or '' when the URL has no variants. */
export function imageSrcSet(
  sourceUrl: string,
  variants: ImageVariants,
  format: ImageVariantFormat,
): string {
  const entries: string[] = [];
  for (const width of variants.widths) {
    const url = variantUrl(sourceUrl, width, format);
    if (!url) return '';
    entries.push(`${url} ${width}w`);
  }
  return entries.join(', ');
}

const isSize = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 100_000;

/**
 * A stored variants record, if it is well formed and made from the image `url` names now
 * (a record left over from a replaced image, or a hand-edited one, is ignored).
 */
export function parseImageVariants(
  value: unknown,
  url: string | null | undefined,
): ImageVariants | null {
  if (typeof value !== 'object' || value === null || !url) return null;
  const { source, width, height, widths } = value as Record<string, unknown>;
  if (typeof source !== 'string' || !isSize(width) || !isSize(height)) return null;
  if (!Array.isArray(widths) || widths.length === 0 || widths.length > 8) return null;
  if (!widths.every(isSize)) return null;
  const current = parseStorageDownloadUrl(url);
  if (!current || current.path !== source || !parseDjImageObjectPath(source)) return null;
  return { source, width, height, widths: [...(widths as number[])].sort((a, b) => a - b) };
}
