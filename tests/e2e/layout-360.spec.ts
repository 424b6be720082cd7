import type { Page } from '@playwright/test';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { ROUTES } from '../../src/app/route-table';
import { e2eAdminApp as adminApp } from './accounts';
import { expect, signIn, test } from './fixtures';

/**
 * Issue 24, item 2, on phones: no screen scrolls sideways at 360 px, and touch targets meet
 * WCAG 2.2's 2.5.8 (24 × 24 CSS px, or the spacing exception) at 390 px.
 *
 * Every route in src/app/route-table.ts is opened by a person who can reach it: public pages
 * by a visitor (and the pages that ask visitors to sign in, as they see them), signed-in pages
 * by the demo client, /dj-dashboard by the demo DJ, /admin and /testing by the admin. The
 * pages are only looked at, so the demo accounts serve (nothing is changed). Each test
 * collects every problem of its pages and reports them together.
 */

type Role = 'visitor' | 'client' | 'dj' | 'admin';

const ACCOUNTS: Record<Exclude<Role, 'visitor'>, string> = {
  client: 'client@spinbook.test',
  dj: 'dj@spinbook.test',
  admin: 'admin@spinbook.test',
};

/** The representative pages of the touch-target check (issue 24's list). */
const TOUCH_PAGES = new Set([
  '/',
  '/discover',
  '/dj/:id',
  '/book/:id',
  '/bookings',
  '/bookings/:bookingId',
  '/dashboard',
  '/dj-dashboard',
  '/messages',
  '/events',
  '/admin',
]);

interface Visit {
  /** The route table's path, or a state of it ('/dashboard?tab=profile'). */
  route: string;
  role: Role;
}

/** Who opens which route: by its access, with the DJ's and the admin's own pages. */
function visitsFor(path: string, access: (typeof ROUTES)[number]['access']): Visit[] {
  if (path === '/dj-dashboard') {
    return ['', '?tab=dj-profile', '?tab=payouts', '?tab=earnings', '?tab=settings'].map((q) => ({
      route: `${path}${q}`,
      role: 'dj',
    }));
  }
  switch (access) {
    case 'public':
      return [{ route: path, role: 'visitor' }];
    case 'signed-in-message':
      // Visitors see the page's Please Sign In; the client and the DJ see their lists.
      return [
        { route: path, role: 'visitor' },
        { route: path, role: 'client' },
        { route: path, role: 'dj' },
      ];
    case 'signed-in':
      return path === '/dashboard'
        ? [
            { route: path, role: 'client' },
            { route: `${path}?tab=profile`, role: 'client' },
            { route: `${path}?tab=settings`, role: 'client' },
          ]
        : [{ route: path, role: 'client' }];
    case 'admin':
      return [{ route: path, role: 'admin' }];
  }
}

const VISITS: readonly Visit[] = [
  ...ROUTES.flatMap((r) => visitsFor(r.path, r.access)),
  // What each person sees once a conversation is chosen, and an address that is nothing.
  { route: '/messages?booking=:booking', role: 'client' },
  { route: '/no-such-page', role: 'visitor' },
];

interface Ids {
  dj: string;
  booking: string;
}

/** Marcus Reid (the demo DJ) and one of the demo client's confirmed bookings with him. */
async function demoIds(): Promise<Ids> {
  const auth = getAuth(adminApp());
  const [dj, client] = await Promise.all([
    auth.getUserByEmail(ACCOUNTS.dj),
    auth.getUserByEmail(ACCOUNTS.client),
  ]);
  const bookings = await getFirestore(adminApp())
    .collection('bookings')
    .where('clientUid', '==', client.uid)
    .where('status', '==', 'confirmed')
    .limit(1)
    .get();
  const booking = bookings.docs[0]?.id;
  expect(booking, 'the demo client has a confirmed booking').toBeTruthy();
  return { dj: dj.uid, booking: booking ?? '' };
}

// ':bookingId' first: ':booking' is its start. The demo booking is the client's with the DJ.
const urlOf = (route: string, ids: Ids) =>
  route.replace(':bookingId', ids.booking).replace(':id', ids.dj).replace(':booking', ids.booking);

/** The page has its heading and has read its data (no spinner left in the main area). */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main [role="progressbar"]:visible')).toHaveCount(0);
}

/**
 * Elements wider than the viewport that no scrolling or clipping region of their own holds,
 * outermost first: why the page scrolls sideways. Empty when it does not.
 */
function sidewaysOverflow(): string[] {
  const doc = document.documentElement;
  const width = doc.clientWidth;
  if (doc.scrollWidth <= width) return [];
  const culprits: Element[] = [];
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.right <= width + 0.5) continue;
    let held = false;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      if (getComputedStyle(a).overflowX !== 'visible') {
        held = true;
        break;
      }
    }
    if (held || culprits.some((c) => c.contains(el))) continue;
    culprits.push(el);
  }
  const found = culprits.slice(0, 8).map((el) => {
    const cls = (el.getAttribute('class') ?? '').split(/\s+/).slice(0, 3).join('.');
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> right edge ${Math.round(el.getBoundingClientRect().right)} px "${text}"`;
  });
  return [`scrollWidth ${doc.scrollWidth} > clientWidth ${width}`, ...found];
}

/**
 * WCAG 2.2, 2.5.8 Target Size (Minimum): every visible pointer target is at least 24 × 24
 * CSS px, or a 24 px circle centred on it meets no other target and no other small target's
 * circle. Exempt, as WCAG says: links inside a sentence (an inline link in a paragraph with
 * other text). Disabled controls are not targets. Returns what fails, with its neighbour.
 */
function smallTargets(): string[] {
  const MIN = 24;
  const SELECTOR = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="link"]',
    '[role="tab"]',
    '[role="checkbox"]',
    '[role="radio"]',
    '[role="switch"]',
    '[role="menuitem"]',
    '[role="option"]',
    '[tabindex]:not([tabindex="-1"])',
  ].join(',');
  const describe = (el: Element) => {
    const label = (
      el.getAttribute('aria-label') ??
      (el as HTMLElement).innerText ??
      el.getAttribute('placeholder') ??
      ''
    )
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 50);
    const role = el.getAttribute('role');
    return `<${el.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> "${label}"`;
  };
  const inSentence = (el: Element) => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    const block = el.closest('p, dd, td, figcaption, blockquote');
    const own = (el.textContent ?? '').trim().length;
    return block !== null && (block.textContent ?? '').trim().length > own;
  };
  const targets = Array.from(document.querySelectorAll(SELECTOR))
    .filter((el) => !(el as HTMLButtonElement).disabled && !el.closest('[inert]'))
    .map((el) => ({ el, rect: el.getBoundingClientRect() }))
    // Visually hidden (a 1 px clip) and collapsed elements are not what a finger meets.
    .filter(({ el, rect }) => rect.width >= 2 && rect.height >= 2 && el.checkVisibility());
  const small = (rect: DOMRect) => rect.width < MIN - 0.01 || rect.height < MIN - 0.01;
  const centre = (rect: DOMRect) => ({
    x: rect.left + rect.width / 2,
    y: rect.top + rect.height / 2,
  });
  const circleMeetsRect = (c: { x: number; y: number }, rect: DOMRect) => {
    const dx = Math.max(rect.left - c.x, 0, c.x - rect.right);
    const dy = Math.max(rect.top - c.y, 0, c.y - rect.bottom);
    return Math.hypot(dx, dy) < MIN / 2;
  };
  const problems: string[] = [];
  for (const t of targets) {
    if (!small(t.rect) || inSentence(t.el)) continue;
    const c = centre(t.rect);
    const neighbour = targets.find((u) => {
      if (u.el === t.el || u.el.contains(t.el) || t.el.contains(u.el)) return false;
      if (circleMeetsRect(c, u.rect)) return true;
      if (!small(u.rect) || inSentence(u.el)) return false;
      const d = centre(u.rect);
      return Math.hypot(c.x - d.x, c.y - d.y) < MIN;
    });
    if (neighbour) {
      const size = `${Math.round(t.rect.width)}×${Math.round(t.rect.height)}`;
      problems.push(`${describe(t.el)} is ${size} px, too close to ${describe(neighbour.el)}`);
    }
  }
  return problems;
}

/** Opens each route as one person and collects what fails at 360 px and at 390 px. */
async function checkRoutes(page: Page, role: Role): Promise<void> {
  test.setTimeout(180_000);
  const ids = await demoIds();
  if (role !== 'visitor') await signIn(page, ACCOUNTS[role]);
  const problems: string[] = [];
  for (const visit of VISITS.filter((v) => v.role === role)) {
    const url = urlOf(visit.route, ids);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(url);
    await settle(page);
    const overflow = await page.evaluate(sidewaysOverflow);
    if (overflow.length > 0)
      problems.push(`${url} at 360 px scrolls sideways: ${overflow.join('; ')}`);
    const path = visit.route.split('?')[0] ?? '';
    if (TOUCH_PAGES.has(path) && visit.route === path) {
      await page.setViewportSize({ width: 390, height: 844 });
      for (const small of await page.evaluate(smallTargets)) {
        problems.push(`${url} at 390 px: ${small}`);
      }
    }
  }
  expect(problems).toEqual([]);
}

test('every route of the route table is opened by someone who can reach it', () => {
  const opened = new Set(VISITS.map((v) => v.route.split('?')[0]));
  expect(ROUTES.map((r) => r.path).filter((p) => !opened.has(p))).toEqual([]);
  expect([...TOUCH_PAGES].filter((p) => !opened.has(p))).toEqual([]);
});

for (const role of ['visitor', 'client', 'dj', 'admin'] as const) {
  test(`${role}: no sideways scroll at 360 px; touch targets at 390 px`, async ({ page }) => {
    await checkRoutes(page, role);
  });
}
