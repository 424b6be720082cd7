// What the admin system tools work with: the health report here, and the demo data tools of
// the emulator-only `demo` codebase (demo-functions/), which must not load src/index.ts.
import type { SystemToolsDeps } from '../callable/system-health';
import { adminApp, adminAuth, adminDb } from './admin';

export const systemTools = (): SystemToolsDeps => ({
  auth: adminAuth(),
  db: adminDb(),
  projectId: () => adminApp().options.projectId ?? process.env.GCLOUD_PROJECT ?? '',
  storageReachable: async () => {
    if (process.env.FUNCTIONS_EMULATOR === 'true' && !process.env.FIREBASE_STORAGE_EMULATOR_HOST) {
      return null;
    }
    const { getStorage } = await import('firebase-admin/storage');
    const [exists] = await getStorage(adminApp()).bucket().exists();
    return exists;
  },
});
