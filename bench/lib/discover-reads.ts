/**
 * DJ documents delivered for the first /discover page, counted two ways:
 * - Node: the page's exact query (the domain plan for the default filters,
 *   built by the app's own buildDiscoverQuery) listened to with the web SDK,
 *   summing docChanges until the first snapshot from the server. The page
 *   uses limit(pageSize) without a look-ahead document (hasMore = "the page
 *   is full"), so there is nothing to add.
 * - Chromium: /discover of the production build; the page's hidden
 *   docs-delivered counter (the docChanges its listeners received) and the
 *   DJ cards rendered.
 */
import { chromium } from '@playwright/test';
import { onSnapshot } from 'firebase/firestore';
import { DEFAULT_FILTERS } from '../../src/domain/discovery';
import { planDiscoverQuery } from '../../src/domain/discovery-query-plan';
import * as firestoreSdk from 'firebase/firestore';
import { buildDiscoverQuery } from '../../src/features/djs/api/discover-query';
import { createClient } from './client';
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH } from './config';
import type { DiscoverReads } from './types';
import { errorText, sleep, withTimeout } from './util';

export async function countNodeReads(): Promise<DiscoverReads['node']> {
  const client = await createClient();
  try {
    const plan = planDiscoverQuery(DEFAULT_FILTERS);
    const query = buildDiscoverQuery(firestoreSdk, client.db, plan);
    const counted = await withTimeout(
      new Promise<{ delivered: number; snapshotSize: number }>((resolve, reject) => {
        let delivered = 0;
        const unsubscribe = onSnapshot(
          query,
          { includeMetadataChanges: true },
          (snap) => {
            delivered += snap.docChanges().length;
            if (snap.metadata.fromCache) return;
            unsubscribe();
            resolve({ delivered, snapshotSize: snap.size });
          },
          reject,
        );
      }),
      30_000,
      'discover query (Node)',
    );
    return { ...counted, pageSize: plan.pageSize, lookAhead: 0 };
  } finally {
    await client.close();
  }
}

export async function countBrowserReads(): Promise<DiscoverReads['browser']> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${BASE_URL}/discover`, { waitUntil: 'domcontentloaded', timeout: 30_000 });
    const cards = page.getByTestId('dj-card');
    await Promise.race([
      cards.first().waitFor({ timeout: 30_000 }),
      page.getByText('No DJs found matching your criteria.').waitFor({ timeout: 30_000 }),
    ]);
    // A visitor who acts: the server-rendered page starts its app (and its listener) on the
    // first key, scroll or touch (public/boot.js, decision 0035).
    await page.keyboard.press('Shift');
    await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 30_000 });
    // Settle: the counter has not moved for 2 s (at most 15 s).
    const counter = page.getByTestId('docs-delivered');
    const read = async () =>
      (await counter.count()) > 0 ? Number((await counter.textContent())?.trim()) : null;
    let last = await read();
    let stableSince = Date.now();
    const deadline = Date.now() + 15_000;
    while (Date.now() - stableSince < 2_000 && Date.now() < deadline) {
      await sleep(250);
      const now = await read();
      if (now !== last) {
        last = now;
        stableSince = Date.now();
      }
    }
    const delivered = last !== null && Number.isFinite(last) ? last : null;
    return { delivered, cards: await cards.count(), error: null };
  } catch (error) {
    return { delivered: null, cards: 0, error: errorText(error) };
  } finally {
    await browser.close();
  }
}

export async function countDiscoverReads(): Promise<DiscoverReads> {
  const node = await countNodeReads();
  const browser = await withTimeout(countBrowserReads(), 90_000, 'discover reads (Chromium)');
  return { node, browser };
}
