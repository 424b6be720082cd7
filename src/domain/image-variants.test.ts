import { describe, expect, it } from 'vitest';
import {
  djImageObjectOfUrl,
  imageSrcSet,
  imageVariantsDocId,
  parseDjImageObjectPath,
  parseImageVariants,
  variantObjectPath,
  variantUrl,
  variantWidths,
} from './image-variants';
import { parseStorageDownloadUrl } from './image-upload';

const PATH = 'dj-profiles/uid123/profile-1700000000000.jpg';
const URL_PROD =
  'https://firebasestorage.googleapis.com/v0/b/spinbook.appspot.com/o/dj-profiles%2Fuid123%2Fprofile-1700000000000.jpg?alt=media&token=abc-123';
const URL_EMULATOR =
  'http://127.0.0.1:9199/v0/b/demo-spinbook.appspot.com/o/dj-profiles%2Fuid123%2Fprofile-1700000000000.jpg?alt=media&token=t';

describe('parseDjImageObjectPath', () => {
  it('takes apart an upload path', () => {
    expect(parseDjImageObjectPath(PATH)).toEqual({
      uid: 'uid123',
      kind: 'profile',
      fileName: 'profile-1700000000000.jpg',
      stem: 'profile-1700000000000',
    });
    expect(parseDjImageObjectPath('dj-profiles/u/cover-1700000000000.webp')?.kind).toBe('cover');
  });

  it.each([
    'dj-profiles/uid123/variants/profile-1700000000000-320w.avif',
    'dj-profiles/uid123/profile-1700000000000.svg',
    'dj-profiles/uid123/banner-1700000000000.jpg',
    'dj-profiles/uid123/profile-17.jpg',
    'other/uid123/profile-1700000000000.jpg',
    'dj-profiles/../profile-1700000000000.jpg',
    'dj-profiles/a/b/profile-1700000000000.jpg',
    '',
  ])('refuses %s', (path) => {
    expect(parseDjImageObjectPath(path)).toBeNull();
  });
});

describe('variant paths and ids', () => {
  const source = parseDjImageObjectPath(PATH)!;

  it('puts variants in the variants folder, named by width and format', () => {
    expect(variantObjectPath(source, 640, 'avif')).toBe(
      'dj-profiles/uid123/variants/profile-1700000000000-640w.avif',
    );
    // The trigger ignores its own output.
    expect(parseDjImageObjectPath(variantObjectPath(source, 640, 'webp'))).toBeNull();
  });

  it('names the record by owner and upload', () => {
    expect(imageVariantsDocId(source)).toBe('uid123_profile-1700000000000');
  });
});

describe('variantWidths', () => {
  it('makes every step an image reaches, never upscaling', () => {
    expect(variantWidths(4032)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(1280)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(700)).toEqual([320, 640]);
    expect(variantWidths(640)).toEqual([320, 640]);
  });

  it('adds the image’s own width when it is well past the last step', () => {
    expect(variantWidths(900)).toEqual([320, 640, 900]);
    expect(variantWidths(200)).toEqual([200]);
    expect(variantWidths(1)).toEqual([1]);
  });

  it('makes nothing of a width that is not one', () => {
    expect(variantWidths(0)).toEqual([]);
    expect(variantWidths(Number.NaN)).toEqual([]);
    expect(variantWidths(10.5)).toEqual([]);
  });
});

describe('parseStorageDownloadUrl', () => {
  it('reads the base and decoded object path of a download URL', () => {
    expect(parseStorageDownloadUrl(URL_PROD)).toEqual({
      base: 'https://firebasestorage.googleapis.com/v0/b/spinbook.appspot.com/o/',
      bucket: 'spinbook.appspot.com',
      path: PATH,
    });
    expect(parseStorageDownloadUrl(URL_EMULATOR)?.base).toBe(
      'http://127.0.0.1:9199/v0/b/demo-spinbook.appspot.com/o/',
    );
  });

  it.each([
    '/seed/dj-1.svg',
    'not a url',
    'https://example.com/photo.jpg',
    'https://firebasestorage.googleapis.com/v0/b/x/o/a%2F..%2Fb.jpg',
    'https://firebasestorage.googleapis.com/v0/b/x/o/%E0%A4%A',
    'javascript:alert(1)',
  ])('refuses %s', (url) => {
    expect(parseStorageDownloadUrl(url)).toBeNull();
  });

  it('knows which upload a stored URL names', () => {
    expect(djImageObjectOfUrl(URL_PROD)?.stem).toBe('profile-1700000000000');
    expect(djImageObjectOfUrl('/seed/dj-1.svg')).toBeNull();
    expect(djImageObjectOfUrl(null)).toBeNull();
  });
});

describe('srcset', () => {
  const variants = { source: PATH, width: 3024, height: 4032, widths: [320, 640] };

  it('points each variant next to its source, without the source’s token', () => {
    expect(variantUrl(URL_PROD, 320, 'avif')).toBe(
      'https://firebasestorage.googleapis.com/v0/b/spinbook.appspot.com/o/dj-profiles%2Fuid123%2Fvariants%2Fprofile-1700000000000-320w.avif?alt=media',
    );
    expect(variantUrl('/seed/dj-1.svg', 320, 'avif')).toBeNull();
  });

  it('lists every width of one format', () => {
    expect(imageSrcSet(URL_EMULATOR, variants, 'webp')).toBe(
      'http://127.0.0.1:9199/v0/b/demo-spinbook.appspot.com/o/dj-profiles%2Fuid123%2Fvariants%2Fprofile-1700000000000-320w.webp?alt=media 320w, ' +
        'http://127.0.0.1:9199/v0/b/demo-spinbook.appspot.com/o/dj-profiles%2Fuid123%2Fvariants%2Fprofile-1700000000000-640w.webp?alt=media 640w',
    );
    expect(imageSrcSet('/seed/dj-1.svg', variants, 'avif')).toBe('');
  });
});

describe('parseImageVariants', () => {
  const stored = { source: PATH, width: 3024, height: 4032, widths: [640, 320] };

  it('accepts a record of the image the URL names now (widths ascending)', () => {
    expect(parseImageVariants(stored, URL_PROD)).toEqual({ ...stored, widths: [320, 640] });
  });

  it('ignores a record of another image, or without an image', () => {
    expect(parseImageVariants(stored, URL_PROD.replace('profile-17', 'profile-18'))).toBeNull();
    expect(parseImageVariants(stored, null)).toBeNull();
    expect(parseImageVariants(stored, '/seed/dj-1.svg')).toBeNull();
  });

  it.each([
    ['no record', undefined],
    ['a string', 'x'],
    ['no widths', { ...stored, widths: [] }],
    ['a fractional width', { ...stored, widths: [320.5] }],
    ['a missing height', { ...stored, height: undefined }],
    ['too many widths', { ...stored, widths: [1, 2, 3, 4, 5, 6, 7, 8, 9] }],
    ['a source of another folder', { ...stored, source: 'x/profile-1700000000000.jpg' }],
  ])('ignores %s', (_label, value) => {
    expect(parseImageVariants(value, URL_PROD)).toBeNull();
  });
});
