// Seed and clear must refuse to run against anything but a demo- project in the emulators,
// whoever calls them: checked on the handlers with fake dependencies (no emulator needed).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SystemToolsDeps } from '../../functions/src/callable/system-health';
import {
  clearDemoDataHandler,
  DEMO_ONLY,
  seedDemoDataHandler,
} from '../../demo-functions/src/demo-data-tools';

const adminRequest = { data: {}, auth: { uid: 'admin1', token: { role: 'admin' } } };

function deps(projectId: string): SystemToolsDeps {
  const untouchable = () => {
    throw new Error('must not be touched');
  };
  return {
    auth: new Proxy({}, { get: untouchable }) as SystemToolsDeps['auth'],
    db: new Proxy({}, { get: untouchable }) as SystemToolsDeps['db'],
    storageReachable: async () => null,
    projectId: () => projectId,
  };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('seed and clear outside the demo emulators', () => {
  it.each([
    ['a production project in production', 'spinbook-prod', undefined],
    ['a production project even in the emulator', 'spinbook-prod', 'true'],
    ['a demo project outside the emulator', 'demo-spinbook', undefined],
  ])('refuse %s', async (_label, projectId, emulator) => {
    vi.stubEnv('FUNCTIONS_EMULATOR', emulator ?? '');
    for (const handler of [seedDemoDataHandler, clearDemoDataHandler]) {
      await expect(handler(adminRequest, deps(projectId))).rejects.toMatchObject({
        code: 'failed-precondition',
        message: DEMO_ONLY,
      });
    }
  });
});
