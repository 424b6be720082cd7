// Integration test against the Functions emulator (run under `firebase emulators:exec`).
import { describe, expect, it } from 'vitest';

const PROJECT_ID = process.env.GCLOUD_PROJECT || 'demo-spinbook';
const FUNCTIONS_ORIGIN = 'http://127.0.0.1:5001';
const HEALTH_URL = `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/health`;

describe('health (HTTP function)', () => {
  it('answers GET with 200 and a JSON status', async () => {
    const before = Date.now();
    const res = await fetch(HEALTH_URL);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await res.json()) as { ok: unknown; service: unknown; time: unknown };
    expect(body).toMatchObject({ ok: true, service: 'spinbook-functions' });
    expect(typeof body.time).toBe('string');
    const time = Date.parse(body.time as string);
    expect(new Date(time).toISOString()).toBe(body.time);
    expect(time).toBeGreaterThanOrEqual(before - 5_000);
    expect(time).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it('rejects POST with 405 and a JSON error', async () => {
    const res = await fetch(HEALTH_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('allow')).toBe('GET');
    const body = (await res.json()) as { ok: unknown; error: { code: unknown } };
    expect(body.ok).toBe(false);
    expect(body.error.code).toBe('method-not-allowed');
  });
});
