import type { Params } from 'react-router-dom';
import { decodeSeeds, encodeSeeds, type PageSeeds } from '../../lib/firebase/page-seeds';

/**
 * What a server-rendered route's loader gets as its `context` on the server (the ssr
 * function passes one per request to React Router's static handler). In the browser the
 * loader gets no context and answers null: a page reached by a client-side navigation
 * reads its data through the live hooks, as before.
 */
/** The id of the page's `<script type="application/json">` holding the router's hydration data. */
export const HYDRATION_DATA_ID = 'spinbook-hydration';

export interface PageServer {
  /** Reads what the page at `path` (a route-table path) shows first. */
  load(path: string, params: Params, request: Request): Promise<PageLoad>;
}

export interface PageLoad {
  /** 404 for a DJ that does not exist or is not public. */
  status: number;
  seeds: PageSeeds;
}

/** The loader data of a server-rendered route, as it travels in the page. */
export interface SeededLoaderData {
  seeds: unknown;
}

export function isPageServer(value: unknown): value is PageServer {
  return typeof value === 'object' && value !== null && 'load' in value;
}

export const seededLoaderData = (load: PageLoad): SeededLoaderData => ({
  seeds: encodeSeeds(load.seeds),
});

/** The seeds in a route's loader data (none after a client-side navigation). */
export function seedsOf(loaderData: unknown): PageSeeds {
  if (typeof loaderData !== 'object' || loaderData === null || !('seeds' in loaderData)) return {};
  return decodeSeeds((loaderData as SeededLoaderData).seeds);
}
