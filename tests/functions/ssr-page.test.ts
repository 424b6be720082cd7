import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeBody, handleSsr, type SsrResponse } from '../../functions/src/ssr/ssr-page';
import { adminDb } from '../../functions/src/lib/admin';

/** A recording stand-in for Express's response (the handler only sets status, headers, body). */
function recorder() {
  const seen: { status: number; headers: Record<string, string>; body: string | Buffer } = {
    status: 0,
    headers: {},
    body: '',
  };
  const res: SsrResponse = {
    status(code) {
      seen.status = code;
      return res;
    },
    set(field, value) {
      seen.headers[field.toLowerCase()] = value;
      return res;
    },
    send(body) {
      seen.body = body;
      return res;
    },
  };
  return { res, seen };
}

describe('the ssr function', () => {
  it('compresses a page for browsers that accept brotli or gzip, and says so', () => {
    const page = '<div>'.repeat(2_000);
    const br = encodeBody(page, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(page);
    const gz = encodeBody(page, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body as Buffer).toString()).toBe(page);
    expect(encodeBody(page, undefined)).toEqual({ body: page, encoding: null });
  });

  it('answers only GET and HEAD', async () => {
    const { res, seen } = recorder();
    await handleSsr({ method: 'POST', originalUrl: '/', headers: {} }, res, {
      db: adminDb(),
      projectId: 'demo-spinbook',
      emulator: true,
    });
    expect(seen.status).toBe(405);
    expect(seen.headers.allow).toBe('GET, HEAD');
  });

  /** GET /sitemap-pages.xml (no Firestore read) with that Host, as `project` would serve it. */
  async function pagesSitemap(host: string, project: { id: string; emulator: boolean }) {
    const { res, seen } = recorder();
    await handleSsr({ method: 'GET', originalUrl: '/sitemap-pages.xml', headers: { host } }, res, {
      db: adminDb(),
      projectId: project.id,
      emulator: project.emulator,
    });
    return seen;
  }

  it('serves the sitemap with its own cache header, from the loopback origin in the emulator', async () => {
    const seen = await pagesSitemap('127.0.0.1:5000', { id: 'demo-spinbook', emulator: true });
    expect(seen.status).toBe(200);
    expect(seen.headers['cache-control']).toMatch(/^public/);
    expect(seen.headers['content-type']).toContain('xml');
    expect(String(seen.body)).toContain('<loc>http://127.0.0.1:5000/discover</loc>');
  });

  it('never takes a foreign Host for its links outside the emulator', async () => {
    const seen = await pagesSitemap('evil.example', { id: 'spinbook-prod', emulator: false });
    expect(String(seen.body)).toContain('<loc>https://spinbook-prod.web.app/');
    expect(String(seen.body)).not.toContain('evil.example');
  });
});
