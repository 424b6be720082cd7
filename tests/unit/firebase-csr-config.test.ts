// firebase.csr.json (the bench's client-rendered baseline, issue 22) must stay firebase.json
// with only the Hosting rewrites changed: `npm run bench` rewrites it, this catches a stale copy.
import { describe, expect, it } from 'vitest';
import {
  CSR_CONFIG_FILE,
  SSR_CONFIG_FILE,
  csrConfig,
  readConfig,
} from '../../bench/lib/csr-config';

describe('firebase.csr.json', () => {
  const ssr = readConfig(SSR_CONFIG_FILE);
  const csr = readConfig(CSR_CONFIG_FILE);

  it('equals firebase.json except for the hosting rewrites', () => {
    expect(csr).toEqual(csrConfig(ssr));
    const { hosting: ssrHosting, ...ssrRest } = ssr;
    const { hosting: csrHosting, ...csrRest } = csr;
    expect(csrRest).toEqual(ssrRest);
    expect({ ...csrHosting, rewrites: undefined }).toEqual({ ...ssrHosting, rewrites: undefined });
  });

  it('serves the app shell for every path but the Stripe webhooks', () => {
    const rewrites = csr.hosting?.rewrites ?? [];
    expect(rewrites.at(-1)).toEqual({ source: '**', destination: '/app-shell.html' });
    expect(JSON.stringify(rewrites)).not.toContain('"ssr"');
    expect(rewrites.slice(0, -1).map((r) => r.source)).toEqual([
      '/api/stripe/webhook',
      '/api/stripe/connect-webhook',
    ]);
  });
});
