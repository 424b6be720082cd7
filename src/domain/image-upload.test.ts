import { describe, expect, it } from 'vitest';
import {
  FILE_TOO_LARGE,
  IMAGE_MAX_BYTES,
  imageUploadProblem,
  INVALID_FILE_TYPE,
  isAllowedProfileImageUrl,
  profileImagePath,
  djImagePath,
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

describe('isAllowedProfileImageUrl', () => {
  const uid = 'abcDEF123';
  const download = (path: string, host = 'https://firebasestorage.googleapis.com') =>
    `${host}/v0/b/demo.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=t`;

  it("accepts a download URL of the DJ's own folder", () => {
    expect(
      isAllowedProfileImageUrl(download(`dj-profiles/${uid}/profile-1.png`), uid, {
        allowLoopback: false,
        bucket: 'demo.appspot.com',
      }),
    ).toBe(true);
  });

  it("refuses someone else's folder, other hosts and path tricks", () => {
    const opts = { allowLoopback: false, bucket: 'demo.appspot.com' };
    expect(isAllowedProfileImageUrl(download('dj-profiles/other/profile-1.png'), uid, opts)).toBe(
      false,
    );
    expect(isAllowedProfileImageUrl('https://evil.example/x.png', uid, opts)).toBe(false);
    expect(isAllowedProfileImageUrl(download(`dj-profiles/${uid}/../other/p.png`), uid, opts)).toBe(
      false,
    );
    expect(isAllowedProfileImageUrl('javascript:alert(1)', uid, opts)).toBe(false);
    expect(isAllowedProfileImageUrl('/seed/../secret', uid, opts)).toBe(false);
  });

  it("accepts loopback (emulator) URLs only when allowed, and the app's own images", () => {
    const local = download(`dj-profiles/${uid}/cover-2.jpg`, 'http://127.0.0.1:9199');
    const bucket = 'demo.appspot.com';
    expect(isAllowedProfileImageUrl(local, uid, { allowLoopback: true, bucket })).toBe(true);
    expect(isAllowedProfileImageUrl(local, uid, { allowLoopback: false, bucket })).toBe(false);
    expect(
      isAllowedProfileImageUrl('/seed/djs/photo-01.svg', uid, { allowLoopback: false, bucket }),
    ).toBe(true);
  });

  it("refuses the DJ's own path in someone else's bucket, and any bucket when none is known", () => {
    const url = download(`dj-profiles/${uid}/profile-1.png`).replace(
      '/b/demo.appspot.com/',
      '/b/attacker-bucket/',
    );
    expect(
      isAllowedProfileImageUrl(url, uid, { allowLoopback: false, bucket: 'demo.appspot.com' }),
    ).toBe(false);
    expect(
      isAllowedProfileImageUrl(download(`dj-profiles/${uid}/profile-1.png`), uid, {
        allowLoopback: false,
        bucket: '',
      }),
    ).toBe(false);
  });

  it('names a file by kind and timestamp, with the extension of its type', () => {
    expect(djImagePath('u1', 'profile', 'image/jpeg', 1700000000000)).toBe(
      'dj-profiles/u1/profile-1700000000000.jpg',
    );
    expect(djImagePath('u1', 'cover', 'image/PNG', 5)).toBe('dj-profiles/u1/cover-5.png');
    expect(() => djImagePath('u1', 'profile', 'image/svg+xml', 5)).toThrow();
  });

  it('builds the storage path', () => {
    expect(profileImagePath(uid, 'cover', 42, 'PNG')).toBe(`dj-profiles/${uid}/cover-42.png`);
  });
});
