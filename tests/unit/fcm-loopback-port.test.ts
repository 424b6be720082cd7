// The loopback FCM's port is written in three places that may not import each other (the app,
// the functions, the scripts): the functions send where the scripts listen, and /testing reads
// there too.
import { expect, it } from 'vitest';
import { FCM_LOOPBACK_PORT as APP } from '../../src/features/system/api/push-loopback';
import { FCM_LOOPBACK_PORT as FUNCTIONS } from '../../functions/src/services/push/fcm-loopback-port';
import { FCM_LOOPBACK_PORT as SCRIPTS } from '../../scripts/lib/fcm-loopback';

it('is one port for the app, the functions and the scripts', () => {
  expect(new Set([APP, FUNCTIONS, SCRIPTS])).toEqual(new Set([9399]));
});
