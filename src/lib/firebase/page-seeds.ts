import { createContext, createElement, useContext, type ReactNode } from 'react';

/**
 * First-paint data that travels in a server-rendered page (issue 22). The server reads a
 * page's documents once, renders with them, and ships them in the router's hydration data;
 * the browser hydrates from the same values, so the first paint needs no second fetch. The
 * live hooks (live-data.ts) answer from a seed until their own listener speaks.
 *
 * A seed is named after what it holds (`djs/{id}`, `djs/{id}/reviews`), not after a
 * listener key, because listener keys also name the viewer, who is unknown on the server.
 */
export type PageSeeds = Readonly<Record<string, unknown>>;

const SeedsContext = createContext<PageSeeds>({});

// createElement, not JSX: the Node-side tests and the bench import the live hooks too.
export function PageSeedsProvider({ seeds, children }: { seeds: PageSeeds; children: ReactNode }) {
  return createElement(SeedsContext, { value: seeds }, children);
}

/** The seed of that name, or undefined (`null` is a seed: "the server found nothing"). */
export function usePageSeed<T>(name: string | undefined): T | undefined {
  const seeds = useContext(SeedsContext);
  return name !== undefined && Object.hasOwn(seeds, name) ? (seeds[name] as T) : undefined;
}

// JSON carries neither Dates nor Sets; models use both. They travel tagged.
const DATE = '$date';
const SET = '$set';

/** Seeds as JSON-safe values (the router serialises hydration data with JSON). */
export function encodeSeeds(seeds: PageSeeds): unknown {
  return encode(seeds);
}

function encode(value: unknown): unknown {
  if (value instanceof Date) return { [DATE]: value.toISOString() };
  if (value instanceof Set) return { [SET]: [...value].map(encode) };
  if (Array.isArray(value)) return value.map(encode);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]));
  }
  return value;
}

/** The seeds `encodeSeeds` wrote, Dates and Sets restored; anything else reads as no seeds. */
export function decodeSeeds(value: unknown): PageSeeds {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  return decode(value) as PageSeeds;
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 1 && typeof record[DATE] === 'string') return new Date(record[DATE]);
  if (keys.length === 1 && Array.isArray(record[SET])) return new Set(record[SET].map(decode));
  return Object.fromEntries(keys.map((k) => [k, decode(record[k])]));
}
