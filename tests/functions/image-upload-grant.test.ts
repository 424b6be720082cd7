// grantImageUpload counts the spec's image_upload limit (10 an hour) on the server and records
// the path storage.rules will accept. Only DJs and applicants get one; a refused request costs
// nothing. Through the deployed callable against the emulators.
import { afterEach, describe, expect, it } from 'vitest';
import {
  DJ_IMAGE_KINDS,
  UPLOAD_GRANT_TTL_MS,
  UPLOAD_NOT_ALLOWED,
  type GrantImageUploadResult,
} from '../../src/domain/image-upload';
import { TOO_MANY_ATTEMPTS } from '../../src/domain/messages';
import { RATE_LIMITS } from '../../src/domain/rate-limits';
import { adminDb, codeOf, peopleOfTest, writeSignUpProfile, type Person } from './helpers';

const { person, closeAll } = peopleOfTest();
afterEach(closeAll);

/** storage.rules' file name pattern, which every granted path must match. */
const STORAGE_FILE_NAME = /^(profile|cover)-[0-9]{10,16}\.(jpg|jpeg|png|gif|webp)$/;

const grant = (p: Person, data: unknown) =>
  p.call<GrantImageUploadResult>('grantImageUpload', data);

async function grantedFiles(uid: string): Promise<Record<string, unknown>> {
  return ((await adminDb.doc(`uploadGrants/${uid}`).get()).get('files') ?? {}) as Record<
    string,
    unknown
  >;
}

describe('grantImageUpload', () => {
  it('grants an applicant a path in their own folder, recorded with its expiry', async () => {
    const applicant = await person('upload-applicant');
    await writeSignUpProfile(applicant, 'dj');
    const before = Date.now();
    const result = await grant(applicant, { kind: 'cover', contentType: 'image/webp' });

    const prefix = `dj-profiles/${applicant.user.uid}/`;
    expect(result.path.startsWith(prefix)).toBe(true);
    const fileName = result.path.slice(prefix.length);
    expect(fileName).toMatch(STORAGE_FILE_NAME);
    expect(fileName).toMatch(/^cover-\d+\.webp$/);
    expect(result.expiresAt).toBeGreaterThanOrEqual(before + UPLOAD_GRANT_TTL_MS);

    const files = await grantedFiles(applicant.user.uid);
    expect(Object.keys(files)).toEqual([fileName]);
    expect((files[fileName] as { toMillis(): number }).toMillis()).toBe(result.expiresAt);
  });

  it('refuses the upload past the hourly limit, and grants nothing more', async () => {
    const dj = await person('upload-dj', 'dj');
    const limit = RATE_LIMITS.image_upload.maxAttempts;
    for (let i = 0; i < limit; i++) {
      const kind = DJ_IMAGE_KINDS[i % DJ_IMAGE_KINDS.length];
      expect(await codeOf(grant(dj, { kind, contentType: 'image/jpeg' }))).toBe('ok');
    }
    expect(await codeOf(grant(dj, { kind: 'profile', contentType: 'image/jpeg' }))).toBe(
      `functions/resource-exhausted: ${TOO_MANY_ATTEMPTS}`,
    );
    // Calls within the same millisecond share a name, so count at most the quota.
    expect(Object.keys(await grantedFiles(dj.user.uid)).length).toBeLessThanOrEqual(limit);
  });

  it('refuses an account that is neither DJ nor applicant, and counts nothing', async () => {
    const client = await person('upload-client');
    await writeSignUpProfile(client, 'client');
    expect(await codeOf(grant(client, { kind: 'profile', contentType: 'image/png' }))).toBe(
      `functions/permission-denied: ${UPLOAD_NOT_ALLOWED.description}`,
    );
    expect((await adminDb.doc(`uploadGrants/${client.user.uid}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`rateLimits/${client.user.uid}`).get()).get('image_upload')).toBe(
      undefined,
    );
  });

  it.each([
    ['an SVG', { kind: 'profile', contentType: 'image/svg+xml' }],
    ['an unknown kind', { kind: 'banner', contentType: 'image/png' }],
    ['no content type', { kind: 'profile' }],
    ['a path of its own', { kind: 'profile', contentType: 'image/png', path: 'x/y.png' }],
  ])('refuses %s as invalid input, and counts nothing', async (_label, data) => {
    const dj = await person('upload-bad', 'dj');
    expect(await codeOf(grant(dj, data))).toMatch(/^functions\/invalid-argument/);
    expect((await adminDb.doc(`rateLimits/${dj.user.uid}`).get()).get('image_upload')).toBe(
      undefined,
    );
    expect((await adminDb.doc(`uploadGrants/${dj.user.uid}`).get()).exists).toBe(false);
  });

  it('refuses a signed-out caller', async () => {
    const someone = await person('upload-signed-out');
    await someone.auth.signOut();
    expect(await codeOf(grant(someone, { kind: 'profile', contentType: 'image/png' }))).toMatch(
      /^functions\/unauthenticated/,
    );
  });
});
