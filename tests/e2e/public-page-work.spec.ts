import type { Page } from '@playwright/test';
import { expect, startApp, test } from './fixtures';

/**
 * The guard of issue 37's item 1 (decision 0035), counted, not timed: a public page a visitor
 * only reads runs none of the app's code. Its loading (React, the router, MUI; evaluation and
 * hydration) was the pages' whole Total Blocking Time. So while nobody acts, no script of the
 * app is fetched and React commits nothing; the first act starts it, the page hydrates, and a
 * button tapped before then still works.
 */

/** React's commits, counted through the hook React DevTools uses (production builds call it). */
async function countCommits(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = window as unknown as { __commits: number };
    counted.__commits = 0;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberRoot: () => {
          counted.__commits++;
        },
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
      },
    });
  });
}

/**
 * Synchronous storage reads and writes (local and session storage, document.cookie): a
 * browser's first one waits on its browser process, 10–35 ms of the main thread measured
 * here (decision 0051), so a page someone only reads makes none.
 */
async function countStorageUse(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = window as unknown as { __storageUse: string[] };
    counted.__storageUse = [];
    for (const name of ['getItem', 'setItem', 'removeItem'] as const) {
      const original = Storage.prototype[name] as (this: Storage, ...args: string[]) => unknown;
      Storage.prototype[name] = function (this: Storage, ...args: string[]) {
        counted.__storageUse.push(`${name} ${args[0]}`);
        return original.apply(this, args);
      } as never;
    }
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get(this: Document) {
        counted.__storageUse.push('document.cookie read');
        return cookie.get!.call(this) as string;
      },
      set(this: Document, value: string) {
        counted.__storageUse.push('document.cookie write');
        cookie.set!.call(this, value);
      },
    });
  });
}

const storageUse = (page: Page) =>
  page.evaluate(() => (window as unknown as { __storageUse: string[] }).__storageUse);

const commits = (page: Page) =>
  page.evaluate(() => (window as unknown as { __commits: number }).__commits);

async function firstDjPath(page: Page): Promise<string> {
  const html = await (await page.request.get('/discover')).text();
  const path = /href="(\/dj\/[^"?#]+)"/.exec(html)?.[1];
  expect(path, 'a DJ on /discover').toBeTruthy();
  return path!;
}

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

function readOnly(device: string, paths: readonly string[]): void {
  for (const which of paths) {
    test(`${which}, ${device}: no app script and no React commit until the visitor acts; then it hydrates`, async ({
      page,
    }) => {
      const path = which === '/dj/:id' ? await firstDjPath(page) : which;
      await countCommits(page);
      await countStorageUse(page);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      // A browser builds each SVG image as a document on the page's main thread (decision
      // 0036): the pages' pictures are raster, the logo is drawn in the page.
      const svgImages: string[] = [];
      page.on('response', (response) => {
        const type = response.headers()['content-type'] ?? '';
        if (response.request().resourceType() === 'image' && type.includes('svg')) {
          svgImages.push(new URL(response.url()).pathname);
        }
      });
      await page.goto(path, { waitUntil: 'load' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Long enough for anything the load starts by itself (the old start ran one frame
      // after the first screen's images): the page is then left as a reader leaves it.
      await page.waitForTimeout(3_000);
      expect(scripts, 'scripts fetched before any act').toEqual(['/boot.js']);
      expect(svgImages, 'SVG images').toEqual([]);
      expect(await commits(page), 'React commits before any act').toBe(0);
      expect(await storageUse(page), 'synchronous storage use before any act').toEqual([]);

      await startApp(page);
      expect(await commits(page), 'React commits once started').toBeGreaterThan(0);
    });
  }
}

test.describe('a public page someone only reads, on a phone', () => {
  test.use({ waitForApp: false, ...PHONE });
  readOnly('phone', ['/', '/dj/:id']);

  test('/discover, phone: cards below the first screen are drawn only when they near it', async ({
    page,
  }) => {
    await page.goto('/discover', { waitUntil: 'load' });
    const cards = page.getByTestId('dj-card');
    await expect(cards.first()).toBeVisible();
    // checkVisibility with contentVisibilityAuto is false inside content the browser skips.
    const drawn = () =>
      cards.evaluateAll((all) =>
        all.map((card) => card.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })),
      );
    const before = await drawn();
    expect(before.length, 'cards on /discover').toBeGreaterThan(4);
    expect(before[0], 'the first card').toBe(true);
    expect(before.at(-1), 'the last card before scrolling').toBe(false);
    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await drawn()).at(-1), 'the last card, scrolled to').toBe(true);
  });
});

test.describe('a public page someone only reads', () => {
  test.use({ waitForApp: false });
  readOnly('desktop', ['/', '/discover', '/dj/:id', '/how-it-works']);

  test('a tap on a profile tab before the app runs is kept and played once it does', async ({
    page,
  }) => {
    await page.goto(await firstDjPath(page), { waitUntil: 'load' });
    const reviews = page.getByRole('tab', { name: /Reviews/ });
    await reviews.click();
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    await expect(reviews).toHaveAttribute('aria-selected', 'true');
  });

  test('the mouse moving starts it; a resting cursor does not', async ({ page }) => {
    await page.goto('/how-it-works', { waitUntil: 'load' });
    // Chromium sends the resting cursor (0,0 here) a mousemove without movement when the
    // layout changes under it: that is no visitor.
    await page.waitForTimeout(1_000);
    await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
    await page.mouse.move(40, 300);
    await page.mouse.move(60, 320);
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  });

  test('a visitor who was signed in last time gets the app without acting', async ({ page }) => {
    // The hint is a cookie (session-hint.ts), read by boot.js without blocking the page.
    await page.addInitScript(() => {
      document.cookie = 'spinbook_had_session=1; Path=/';
    });
    await page.goto('/how-it-works', { waitUntil: 'load' });
    await expect(page.locator('html')).toHaveAttribute('data-had-session', '');
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  });
});
