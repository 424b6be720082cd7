/**
 * The bench's baseline (issue 22): firebase.csr.json is firebase.json with server rendering
 * switched off. Its Hosting rewrites send every path but the Stripe webhook to
 * /app-shell.html, the client-rendered app as it was before server rendering; everything
 * else (functions, headers, emulator ports) is firebase.json's. `npm run bench` rewrites the
 * file when firebase.json has moved on, and tests/unit/firebase-csr-config.test.ts fails
 * when the committed copy has drifted.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { ROOT } from '../../scripts/lib/emulators';

export const SSR_CONFIG_FILE = join(ROOT, 'firebase.json');
export const CSR_CONFIG_FILE = join(ROOT, 'firebase.csr.json');

interface Rewrite {
  source?: string;
  regex?: string;
  destination?: string;
  function?: string | { functionId: string; region?: string };
}
interface FirebaseConfig {
  hosting?: { rewrites?: Rewrite[]; [key: string]: unknown };
  [key: string]: unknown;
}

// The endpoints under /api/ (the Stripe webhooks) are not pages: the baseline keeps them.
const isApi = (rewrite: Rewrite) => rewrite.source?.startsWith('/api/') === true;

/** firebase.json's config with the client-rendered shell for every page (a new object). */
export function csrConfig(config: FirebaseConfig): FirebaseConfig {
  const hosting = config.hosting;
  if (!hosting) throw new Error('firebase.json has no hosting section');
  const kept = (hosting.rewrites ?? []).filter(isApi);
  const copy = structuredClone(config);
  copy.hosting = {
    ...structuredClone(hosting),
    rewrites: [...structuredClone(kept), { source: '**', destination: '/app-shell.html' }],
  };
  return copy;
}

export const readConfig = (file: string) =>
  JSON.parse(readFileSync(file, 'utf8')) as FirebaseConfig;

/** firebase.csr.json's text for the current firebase.json, formatted as the repository formats JSON. */
export async function csrConfigText(): Promise<string> {
  const config = (await resolveConfig(CSR_CONFIG_FILE)) ?? {};
  const json = JSON.stringify(csrConfig(readConfig(SSR_CONFIG_FILE)), null, 2);
  return format(json, { ...config, filepath: CSR_CONFIG_FILE });
}

/** Writes firebase.csr.json when it is missing or differs; returns whether it did. */
export async function ensureCsrConfig(): Promise<boolean> {
  const text = await csrConfigText();
  let current = '';
  try {
    current = readFileSync(CSR_CONFIG_FILE, 'utf8');
  } catch {
    // missing
  }
  if (current === text) return false;
  writeFileSync(CSR_CONFIG_FILE, text);
  return true;
}
