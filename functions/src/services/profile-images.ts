// Deletes a DJ's images under dj-profiles/{uid}/ in Cloud Storage. Where the Storage
// emulator is not running (this machine cannot run it offline) there is nothing to delete:
// uploads were impossible, so the step is skipped rather than calling real Cloud Storage.
import { adminApp } from '../lib/admin';
import { runningInEmulator } from './dj-profile-fields';

export type ImageCleanup = 'deleted' | 'skipped';

export async function deleteProfileImages(uid: string): Promise<ImageCleanup> {
  if (runningInEmulator() && !process.env.FIREBASE_STORAGE_EMULATOR_HOST) return 'skipped';
  // Loaded on first use: the Storage client is heavy and only this path needs it, so it
  // must not slow every function's cold start.
  const { getStorage } = await import('firebase-admin/storage');
  await getStorage(adminApp())
    .bucket()
    .deleteFiles({ prefix: `dj-profiles/${uid}/` });
  return 'deleted';
}
