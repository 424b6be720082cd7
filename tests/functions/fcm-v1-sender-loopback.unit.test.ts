// The loopback FCM the push sender is tested against (and that runs beside the emulators):
// it must refuse what FCM refuses, in FCM's error shape, or the sender's tests prove nothing;
// and its control endpoints must be readable from the app's origin (the /testing page).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fcmLoopbackClient,
  startFcmLoopback,
  type FcmLoopback,
} from '../../scripts/lib/fcm-loopback';

let loopback: FcmLoopback;
let fcm: ReturnType<typeof fcmLoopbackClient>;

beforeAll(async () => {
  loopback = await startFcmLoopback({ port: 0 });
  fcm = fcmLoopbackClient(loopback.url);
});
afterAll(() => loopback.stop());
beforeEach(() => fcm.clear());

const good = (token: string) => ({
  token,
  notification: { title: 'Hi', body: 'There' },
  data: { kind: 'booking', link: '/bookings/b1' },
  webpush: {
    headers: { Urgency: 'high', TTL: '86400' },
    notification: { tag: 't', icon: '/icons/pwa-192.png' },
    fcm_options: { link: 'https://spinbook.example/bookings/b1' },
  },
});

async function post(message: unknown, authorization: string | null = 'Bearer anything') {
  const res = await fetch(`${loopback.url}/v1/projects/demo-push/messages:send`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(authorization === null ? {} : { authorization }),
    },
    body: JSON.stringify({ message }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, never> };
}

describe('loopback FCM: messages:send', () => {
  it('accepts a web message, answers its name and keeps it', async () => {
    const first = await post(good('d1'));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      name: expect.stringMatching(/^projects\/demo-push\/messages\/\d+$/),
    });
    const [kept] = await fcm.messages('d1');
    expect(kept).toMatchObject({ name: first.body.name, projectId: 'demo-push', token: 'd1' });
    expect(kept?.message).toEqual(good('d1'));
  });

  it.each([
    ['no bearer token', null],
    ['an empty one', 'Bearer '],
    ['another scheme', 'Basic dXNlcjpwdw=='],
  ])('refuses %s with 401 UNAUTHENTICATED', async (_label, authorization) => {
    const { status, body } = await post(good('d2'), authorization);
    expect(status).toBe(401);
    expect(body).toMatchObject({ error: { code: 401, status: 'UNAUTHENTICATED' } });
  });

  it('refuses a message without a token as FCM does (400 INVALID_ARGUMENT)', async () => {
    const { status, body } = await post({ ...good('x'), token: undefined });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        code: 400,
        message: 'Recipient of the message is not set.',
        status: 'INVALID_ARGUMENT',
        details: [
          {
            '@type': 'type.googleapis.com/google.rpc.BadRequest',
            fieldViolations: [{ field: 'message', description: expect.any(String) }],
          },
          {
            '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError',
            errorCode: 'INVALID_ARGUMENT',
          },
        ],
      },
    });
  });

  it.each([
    ['a non-string data value', { data: { count: 3 } }, 'message.data[0].value'],
    ['a reserved data key', { data: { from: 'x' } }, 'message.data'],
    [
      'an unknown field',
      { webpush: { fcmoptions: { link: 'https://a.example' } } },
      'message.webpush',
    ],
    [
      'an http link',
      { webpush: { fcm_options: { link: 'http://spinbook.example/x' } } },
      'message.webpush.fcm_options.link',
    ],
    [
      'a relative link',
      { webpush: { fcm_options: { link: '/bookings/b1' } } },
      'message.webpush.fcm_options.link',
    ],
    [
      'a TTL over four weeks',
      { webpush: { headers: { TTL: '2419201' } } },
      'message.webpush.headers',
    ],
  ])('refuses %s, naming the field', async (_label, patch, field) => {
    const { status, body } = await post({ ...good('d3'), ...patch });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: { status: 'INVALID_ARGUMENT', details: [{ fieldViolations: [{ field }] }] },
    });
    expect(await fcm.messages('d3')).toEqual([]);
  });

  it('refuses a payload over 4 KB without naming a field, as FCM does', async () => {
    const { status, body } = await post({ ...good('big'), data: { blob: 'x'.repeat(4_100) } });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        code: 400,
        message: 'Request contains an invalid argument.',
        status: 'INVALID_ARGUMENT',
        details: [],
      },
    });
  });

  it('accepts an http link to the local app (a demo project’s)', async () => {
    const local = {
      ...good('local'),
      webpush: { fcm_options: { link: 'http://localhost:5000/x' } },
    };
    expect((await post(local)).status).toBe(200);
  });

  it('keeps the newest 500 messages, newest last', async () => {
    for (let i = 0; i < 505; i++) await post(good(`n-${i}`));
    const kept = await fcm.messages();
    expect(kept).toHaveLength(500);
    expect(kept[0]?.token).toBe('n-5');
    expect(kept.at(-1)?.token).toBe('n-504');
  });
});

describe('loopback FCM: control', () => {
  it('answers UNREGISTERED for a dead token from then on', async () => {
    await fcm.markDead('d4');
    const { status, body } = await post(good('d4'));
    expect(status).toBe(404);
    expect(body).toMatchObject({
      error: {
        code: 404,
        status: 'NOT_FOUND',
        details: [
          {
            '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError',
            errorCode: 'UNREGISTERED',
          },
        ],
      },
    });
  });

  it('fails the next sends as scripted, to one token or any, with Retry-After', async () => {
    await fcm.fault({ token: 'd5', status: 429, times: 2, retryAfterSeconds: 7 });
    await fcm.fault({ status: 503, times: 1 });
    const res = await fetch(`${loopback.url}/v1/projects/demo-push/messages:send`, {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: JSON.stringify({ message: good('d5') }),
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('7');
    await res.text();
    expect((await post(good('other'))).status).toBe(503);
    expect((await post(good('d5'))).status).toBe(429);
    expect((await post(good('d5'))).status).toBe(200);
    expect((await post(good('other'))).status).toBe(200);
    const attempts = await fcm.attempts();
    expect(attempts.map((a) => [a.token, a.status, a.error])).toEqual([
      ['d5', 429, 'QUOTA_EXCEEDED'],
      ['other', 503, 'UNAVAILABLE'],
      ['d5', 429, 'QUOTA_EXCEEDED'],
      ['d5', 200, null],
      ['other', 200, null],
    ]);
  });

  it('forgets messages, attempts, dead tokens and faults on DELETE', async () => {
    await post(good('d6'));
    await fcm.markDead('d7');
    await fcm.fault({ status: 500, times: 5 });
    await fcm.clear();
    expect(await fcm.messages()).toEqual([]);
    expect(await fcm.attempts()).toEqual([]);
    expect((await post(good('d7'))).status).toBe(200);
  });

  it.each([
    [{ status: 418, times: 1 }],
    [{ status: 503, times: 0 }],
    [{ status: 503, times: 1, retryAfterSeconds: -1 }],
    [{ token: '', status: 503, times: 1 }],
  ])('refuses a fault it cannot script: %j', async (fault) => {
    const res = await fetch(`${loopback.url}/__loopback/faults`, {
      method: 'POST',
      body: JSON.stringify(fault),
    });
    expect(res.status).toBe(400);
    await res.text();
  });

  it('lets another origin read it (CORS, with the preflight)', async () => {
    const preflight = await fetch(`${loopback.url}/__loopback/faults`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
    const read = await fetch(`${loopback.url}/__loopback/messages`, {
      headers: { origin: 'http://localhost:5000' },
    });
    expect(read.headers.get('access-control-allow-origin')).toBe('*');
    expect(await read.json()).toEqual({ messages: [] });
  });
});

describe('loopback FCM: its port', () => {
  it('says so when the port is taken, and frees it on stop', async () => {
    await expect(startFcmLoopback({ port: loopback.port })).rejects.toThrow(
      `The loopback FCM cannot listen on 127.0.0.1:${loopback.port}: the port is in use`,
    );
    const other = await startFcmLoopback({ port: 0 });
    await fetch(`${other.url}/__loopback/messages`).then((r) => r.text()); // a kept-alive connection
    await Promise.all([other.stop(), other.stop()]);
    await expect(fetch(`${other.url}/__loopback/messages`)).rejects.toThrow();
    const again = await startFcmLoopback({ port: other.port });
    await again.stop();
  });
});
