import { describe, expect, it } from 'vitest';
import {
  FILE_TOO_LARGE,
  IMAGE_MAX_BYTES,
  imageUploadProblem,
  INVALID_FILE_TYPE,
  UPLOAD_FAILED,
} from './image-upload';

describe('imageUploadProblem', () => {
  it('uses the spec texts', () => {
    expect(INVALID_FILE_TYPE).toEqual({
      title: 'Invalid File Type',
      description: 'Please select an image file (JPG, PNG, GIF, etc.)',
    });
    expect(FILE_TOO_LARGE).toEqual({
      title: 'File Too Large',
      description: 'Please select an image smaller than 5MB',
    });
    expect(UPLOAD_FAILED.description).toBe('Failed to upload image. Please try again.');
    expect(IMAGE_MAX_BYTES).toBe(5_242_880);
  });

  it.each(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'IMAGE/PNG'])(
    'accepts %s under 5 MB',
    (type) => {
      expect(imageUploadProblem({ type, size: 1024 })).toBeNull();
      expect(imageUploadProblem({ type, size: IMAGE_MAX_BYTES - 1 })).toBeNull();
    },
  );

  it.each(['image/svg+xml', 'text/html', 'application/pdf', 'video/mp4', ''])(
    'refuses the type %j',
    (type) => {
      expect(imageUploadProblem({ type, size: 1024 })).toBe(INVALID_FILE_TYPE);
    },
  );

  it('refuses 5 MB and more', () => {
    expect(imageUploadProblem({ type: 'image/png', size: IMAGE_MAX_BYTES })).toBe(FILE_TOO_LARGE);
    expect(imageUploadProblem({ type: 'image/png', size: NaN })).toBe(FILE_TOO_LARGE);
  });
});
