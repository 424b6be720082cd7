// Where push goes: demo- projects to the loopback FCM beside their emulator set (its port
// moved by the set's offset, as the emulator scripts move it), every other project to Google.
import { describe, expect, it } from 'vitest';
import { FCM_LOOPBACK_PORT } from '../../functions/src/services/push/fcm-loopback-port';
import {
  FCM_ENDPOINT,
  FCM_LOOPBACK_ACCESS_TOKEN,
  fcmConfigFor,
  FcmV1Sender,
  pushSenderFor,
} from '../../functions/src/services/push/fcm-v1-sender';
import { emulatorEnvFor, emulatorPorts } from '../../scripts/lib/emulators';
import { FCM_LOOPBACK_PORT as SCRIPTS_FCM_LOOPBACK_PORT } from '../../scripts/lib/fcm-loopback';

describe('fcmConfigFor', () => {
  it('sends a demo project’s push to the loopback FCM and links to the local app', async () => {
    const config = fcmConfigFor('demo-spinbook', {});
    expect(config).toMatchObject({
      projectId: 'demo-spinbook',
      baseUrl: 'http://127.0.0.1:9399',
      appOrigin: 'http://localhost:5000',
    });
    await expect(config.accessToken()).resolves.toBe(FCM_LOOPBACK_ACCESS_TOKEN);
  });

  it('moves the loopback and the app origin by the emulator set’s offset', () => {
    const config = fcmConfigFor('demo-spinbook', { SPINBOOK_EMULATOR_PORT_OFFSET: '20000' });
    expect(config.baseUrl).toBe('http://127.0.0.1:29399');
    expect(config.appOrigin).toBe('http://localhost:25000');
  });

  it('finds the loopback where the emulator scripts start it, at every offset', () => {
    expect(FCM_LOOPBACK_PORT).toBe(SCRIPTS_FCM_LOOPBACK_PORT);
    for (const offset of [0, 10_000, 20_000, 30_000]) {
      const env = emulatorEnvFor(offset);
      expect(fcmConfigFor('demo-spinbook', env).baseUrl).toBe(env.FCM_LOOPBACK_URL);
      expect(emulatorPorts(offset)).toContain(FCM_LOOPBACK_PORT + offset);
    }
  });

  it('links a demo project to APP_ORIGIN’s first origin when one is set', () => {
    const env = { APP_ORIGIN: 'http://localhost:5173, https://other.example' };
    expect(fcmConfigFor('demo-spinbook', env).appOrigin).toBe('http://localhost:5173');
  });

  it('sends a real project’s push to Google, linking to its first allowed origin', () => {
    const config = fcmConfigFor('spinbook-prod', {});
    expect(config.baseUrl).toBe(FCM_ENDPOINT);
    expect(FCM_ENDPOINT).toBe('https://fcm.googleapis.com');
    expect(config.appOrigin).toBe('https://spinbook-prod.web.app');
    // The Admin credential's token: not asked here (no credential in a unit test).
    expect(config.accessToken).toBeTypeOf('function');
    const configured = fcmConfigFor('spinbook-prod', { APP_ORIGIN: 'https://spinbook.example' });
    expect(configured.appOrigin).toBe('https://spinbook.example');
  });

  it('never sends a real project’s push to the loopback, whatever the offset', () => {
    const env = { SPINBOOK_EMULATOR_PORT_OFFSET: '20000', FCM_LOOPBACK_URL: 'http://127.0.0.1:1' };
    expect(fcmConfigFor('spinbook-prod', env).baseUrl).toBe(FCM_ENDPOINT);
  });

  it('builds the sender from it, refusing an http origin for a real project', () => {
    expect(pushSenderFor('demo-spinbook', {})).toBeInstanceOf(FcmV1Sender);
    expect(() => pushSenderFor('spinbook-prod', { APP_ORIGIN: 'http://spinbook.example' })).toThrow(
      /https app origin/,
    );
  });
});
