// onDjImageUploaded's handler and the profile saves, against the Firestore and Functions
// emulators: whichever finishes first, djs/{uid} ends up with the variants of the images it
// shows, and never with those of an image it no longer shows. The Storage emulator cannot
// start on these machines (it downloads a jar), so the handler runs here with its bucket
// backed by a temporary folder; the profile saves go through the deployed callables.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  IMAGE_VARIANT_CACHE_CONTROL,
  imageSrcSet,
  parseDjImageObjectPath,
  variantObjectPath,
} from '../../src/domain/image-variants';
import {
  handleDjImageUploaded,
  type VariantBucket,
} from '../../functions/src/triggers/on-dj-image-uploaded';
import { adminDb, djApplication, peopleOfTest, PROJECT_ID } from './helpers';

const { person, closeAll } = peopleOfTest();
afterEach(closeAll);

/** A bucket in a folder on disk, remembering the metadata each upload was given. */
class FolderBucket implements VariantBucket {
  readonly metadata = new Map<string, { contentType: string; cacheControl: string }>();
  constructor(readonly root: string) {}
  async put(path: string, bytes: Buffer): Promise<void> {
    await mkdir(dirname(join(this.root, path)), { recursive: true });
    await writeFile(join(this.root, path), bytes);
  }
  download(path: string): Promise<Buffer> {
    return readFile(join(this.root, path));
  }
  async upload(
    path: string,
    bytes: Buffer,
    metadata: { contentType: string; cacheControl: string },
  ): Promise<void> {
    await this.put(path, bytes);
    this.metadata.set(path, metadata);
  }
}

let bucket: FolderBucket;
beforeAll(async () => {
  bucket = new FolderBucket(await mkdtemp(join(tmpdir(), 'spinbook-bucket-')));
});
afterAll(async () => {
  await rm(bucket.root, { recursive: true, force: true });
});

let clock = 1_700_000_000_000;
/** A new upload path in `uid`'s folder, as grantImageUpload names them. */
const uploadPath = (uid: string, kind: 'profile' | 'cover') =>
  `dj-profiles/${uid}/${kind}-${clock++}.jpg`;
/** Its download URL as the emulated Storage would give it. */
const downloadUrl = (path: string) =>
  `http://127.0.0.1:9199/v0/b/${PROJECT_ID}.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=t0`;

/** A 1200 x 800 JPEG uploaded at `path`; runs the trigger's handler on it. */
async function upload(path: string) {
  const bytes = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 90, g: 40, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  await bucket.put(path, bytes);
  return handleDjImageUploaded({ name: path, size: String(bytes.length) }, { db: adminDb, bucket });
}

const djData = async (uid: string) => (await adminDb.doc(`djs/${uid}`).get()).data() ?? {};
const variantsOf = (path: string) => ({
  source: path,
  width: 1200,
  height: 800,
  // 1200 is well past 960: the upload's own width is the largest.
  widths: [320, 640, 960, 1200],
});

describe('onDjImageUploaded', () => {
  it('writes AVIF and WebP at each width, cached for a year, and records them', async () => {
    const p = await person('variants-files');
    const path = uploadPath(p.user.uid, 'profile');
    const outcome = await upload(path);
    expect(outcome).toEqual({ status: 'stored', variants: variantsOf(path), attached: [] });

    const source = parseDjImageObjectPath(path)!;
    for (const width of [320, 640, 960, 1200]) {
      for (const format of ['avif', 'webp'] as const) {
        const variantPath = variantObjectPath(source, width, format);
        expect(bucket.metadata.get(variantPath)).toEqual({
          contentType: `image/${format}`,
          cacheControl: IMAGE_VARIANT_CACHE_CONTROL,
        });
        const meta = await sharp(await bucket.download(variantPath)).metadata();
        expect([meta.width, meta.format]).toEqual([width, format === 'avif' ? 'heif' : 'webp']);
      }
    }
    // Never upscaled: nothing at 1280 for a 1200-wide upload.
    expect(bucket.metadata.has(variantObjectPath(source, 1280, 'avif'))).toBe(false);
    const record = (await adminDb.doc(`imageVariants/${p.user.uid}_${source.stem}`).get()).data();
    expect(record).toMatchObject({ ...variantsOf(path), uid: p.user.uid, kind: 'profile' });
  });

  it('an upload done before the application: the application carries its variants', async () => {
    const p = await person('variants-trigger-first');
    const photo = uploadPath(p.user.uid, 'profile');
    await upload(photo);
    await p.call('submitDjApplication', djApplication({ photoUrl: downloadUrl(photo) }));

    const dj = await djData(p.user.uid);
    expect(dj.photoUrl).toBe(downloadUrl(photo));
    expect(dj.photoVariants).toEqual(variantsOf(photo));
    expect(dj).not.toHaveProperty('coverImageVariants');
  });

  it('a profile saved before the variants are ready gets them from the trigger', async () => {
    const p = await person('variants-save-first');
    const cover = uploadPath(p.user.uid, 'cover');
    await p.call('submitDjApplication', djApplication({ coverImageUrl: downloadUrl(cover) }));
    expect(await djData(p.user.uid)).not.toHaveProperty('coverImageVariants');

    const outcome = await upload(cover);
    expect(outcome).toMatchObject({ status: 'stored', attached: ['coverImageVariants'] });
    const dj = await djData(p.user.uid);
    expect(dj.coverImageVariants).toEqual(variantsOf(cover));
    // The srcset the pages build from it.
    expect(imageSrcSet(dj.coverImageUrl, dj.coverImageVariants, 'avif')).toContain(
      `/o/${encodeURIComponent(`dj-profiles/${p.user.uid}/variants/`)}`,
    );
  });

  it('an upload used as both images attaches to both', async () => {
    const p = await person('variants-both');
    const path = uploadPath(p.user.uid, 'profile');
    const url = downloadUrl(path);
    await p.call('submitDjApplication', djApplication({ photoUrl: url, coverImageUrl: url }));
    expect(await upload(path)).toMatchObject({
      attached: ['photoVariants', 'coverImageVariants'],
    });
  });

  it('a replaced or cleared image drops its variants; the kept one keeps its own', async () => {
    const p = await person('variants-replaced');
    const photo = uploadPath(p.user.uid, 'profile');
    const cover = uploadPath(p.user.uid, 'cover');
    await upload(photo);
    await upload(cover);
    await p.call(
      'submitDjApplication',
      djApplication({ photoUrl: downloadUrl(photo), coverImageUrl: downloadUrl(cover) }),
    );
    expect(await djData(p.user.uid)).toMatchObject({
      photoVariants: variantsOf(photo),
      coverImageVariants: variantsOf(cover),
    });

    // A new photo whose variants are not made yet; the cover is kept.
    const newPhoto = uploadPath(p.user.uid, 'profile');
    await p.call(
      'updateDjProfile',
      djApplication({ photoUrl: downloadUrl(newPhoto), coverImageUrl: downloadUrl(cover) }),
    );
    let dj = await djData(p.user.uid);
    expect(dj).not.toHaveProperty('photoVariants');
    expect(dj.coverImageVariants).toEqual(variantsOf(cover));

    // The old photo's variants finishing late change nothing: the profile no longer shows it.
    expect(await upload(photo)).toMatchObject({ status: 'stored', attached: [] });
    await upload(newPhoto);
    dj = await djData(p.user.uid);
    expect(dj.photoVariants).toEqual(variantsOf(newPhoto));

    // The cover cleared: its variants go with it.
    await p.call('updateDjProfile', djApplication({ photoUrl: downloadUrl(newPhoto) }));
    dj = await djData(p.user.uid);
    expect(dj).not.toHaveProperty('coverImageUrl');
    expect(dj).not.toHaveProperty('coverImageVariants');
    expect(dj.photoVariants).toEqual(variantsOf(newPhoto));
  });

  it('a profile cannot borrow another DJ’s variants', async () => {
    const owner = await person('variants-owner');
    const other = await person('variants-other');
    const path = uploadPath(owner.user.uid, 'profile');
    await upload(path);
    // The other DJ's folder is refused outright (dj-profile-fields).
    await expect(
      other.call('submitDjApplication', djApplication({ photoUrl: downloadUrl(path) })),
    ).rejects.toThrow(/upload the image again/);
    expect((await adminDb.doc(`djs/${other.user.uid}`).get()).exists).toBe(false);
  });

  it('ignores the variants and other folders, and refuses what is not an image', async () => {
    const p = await person('variants-refused');
    const uid = p.user.uid;
    const ignored = [
      `dj-profiles/${uid}/variants/profile-1700000000000-320w.avif`,
      `other/${uid}/profile-1700000000000.jpg`,
      `dj-profiles/${uid}/profile-1700000000000.svg`,
    ];
    for (const name of ignored) {
      expect(await handleDjImageUploaded({ name, size: 10 }, { db: adminDb, bucket })).toEqual({
        status: 'ignored',
      });
    }

    const path = uploadPath(uid, 'profile');
    await bucket.put(path, Buffer.from('<svg onload="alert(1)"/>'));
    const outcome = await handleDjImageUploaded({ name: path, size: 24 }, { db: adminDb, bucket });
    expect(outcome.status).toBe('refused');
    const tooBig = await handleDjImageUploaded(
      { name: uploadPath(uid, 'cover'), size: 6 * 1024 * 1024 },
      { db: adminDb, bucket },
    );
    expect(tooBig.status).toBe('refused');
    const records = await adminDb.collection('imageVariants').where('uid', '==', uid).get();
    expect(records.size).toBe(0);
  });
});
