/**
 * Deterministic pseudo-randomness for the seed: the same input always gives
 * the same ids and choices, so re-running `npm run seed` overwrites the same
 * documents instead of adding new ones.
 */

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** cyrb53: a small, well-mixed 53-bit string hash. */
export function hashString(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

export type Random = () => number;

/** mulberry32: uniform floats in [0, 1) from a 32-bit seed. */
export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generator seeded from a string. */
export const randomFrom = (key: string): Random => mulberry32(hashString(key));

export const randomInt = (random: Random, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick() from an empty list');
  return item;
}

/** `count` distinct items in a random order. */
export function pickSome<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) {
    out.push(...pool.splice(Math.floor(random() * pool.length), 1));
  }
  return out;
}

/**
 * A letters-and-digits id derived from `key`: 20 characters look like a
 * Firestore auto-id, 28 like an Auth uid. Both pass the app's isValidDjId /
 * isValidDocId (/^[A-Za-z0-9]{20,128}$/).
 */
export function pseudoId(key: string, length: 20 | 28): string {
  const random = randomFrom(`id:${key}`);
  let id = '';
  for (let i = 0; i < length; i++) id += ALNUM[Math.floor(random() * ALNUM.length)];
  return id;
}

/** The local calendar date `days` after `from`, as 'YYYY-MM-DD'. */
export function isoDateInDays(from: Date, days: number): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(d.getDate()).padStart(2, '0');
  return `${d.getFullYear()}-${mm}-${dd}`;
}

const DAY_MS = 86_400_000;

/** `days` (may be fractional) before `now`. */
export const daysAgo = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);
