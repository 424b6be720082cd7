import type { Notice } from './messages';

/**
 * Profile photo and cover uploads (operations-side spec, section 5): an image
 * under 5 MB. SVG is refused although it is an image type: an SVG served from
 * Storage can carry script. storage.rules must enforce the same limits.
 */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_CONTENT_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
]);

export const INVALID_FILE_TYPE: Notice = {
  title: 'Invalid File Type',
  description: 'Please select an image file (JPG, PNG, GIF, etc.)',
};
export const FILE_TOO_LARGE: Notice = {
  title: 'File Too Large',
  description: 'Please select an image smaller than 5MB',
};
export const UPLOAD_FAILED: Notice = {
  title: 'Upload Failed',
  description: 'Failed to upload image. Please try again.',
};

/** The notice for a file that may not be uploaded, or null. Takes the File's `type` and `size`. */
export function imageUploadProblem(file: { type: string; size: number }): Notice | null {
  if (!IMAGE_CONTENT_TYPES.has(file.type.toLowerCase())) return INVALID_FILE_TYPE;
  if (!(file.size < IMAGE_MAX_BYTES)) return FILE_TOO_LARGE;
  return null;
}
