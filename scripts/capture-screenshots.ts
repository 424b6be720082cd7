/**
 * Captures the web app manifest's screenshots from the served production build
 * (install dialogs show them). Run with the emulators up and seeded:
 *
 *   npm run build && tsx scripts/with-emulators.ts --hosting -- tsx scripts/capture-screenshots.ts
 *
 * Writes public/screenshots/*.png; commit them with the manifest in vite.config.ts.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';

const BASE = process.env.SCREENSHOT_BASE_URL ?? 'http://localhost:5000';
const OUT = join(process.cwd(), 'public/screenshots');

async function settle(page: Page) {
  // Not 'networkidle': Firestore's listen channel never goes idle.
  // Lazy images below the fold never complete, so only those on screen are awaited.
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
      .every((image) => image.complete),
  );
  await page.waitForTimeout(1500);
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    // Phones: 360×740 CSS px at 2× → 720×1480, as the manifest declares.
    const phone = await browser.newPage({
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
    });
    await phone.goto(`${BASE}/discover`);
    await phone
      .getByRole('link', { name: /^View Profile/ })
      .first()
      .waitFor();
    await settle(phone);
    await phone.screenshot({ path: join(OUT, 'discover-narrow.png') });
    await phone
      .getByRole('link', { name: /^View Profile/ })
      .first()
      .click();
    await phone.getByRole('heading', { level: 1 }).waitFor();
    await settle(phone);
    await phone.screenshot({ path: join(OUT, 'profile-narrow.png') });

    const desktop = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await desktop.goto(`${BASE}/`);
    await desktop.getByRole('heading', { level: 1 }).waitFor();
    await settle(desktop);
    await desktop.screenshot({ path: join(OUT, 'home-wide.png') });
  } finally {
    await browser.close();
  }
  console.log(`Screenshots written to ${OUT}`);
}

await main();
