import type { Page } from '@playwright/test';
import { getFirestore } from 'firebase-admin/firestore';
import { FOOTER_SECTIONS } from '../../src/app/layout/nav-links';
import { documentTitle, routeInfo } from '../../src/app/route-table';
import { CANCELLATION_TIERS } from '../../src/domain/cancellation-policy';
import { e2eAdminApp as adminApp, tag } from './accounts';
import { expect, signIn, test } from './fixtures';

/**
 * The marketing and information pages (/how-it-works, /pricing, /contact,
 * /dj-resources, /success-stories, /about, /privacy, /terms): headings,
 * titles and descriptions, footer links, and the contact form end to end.
 */

const PAGES: Record<string, { h1: string; h2: (string | RegExp)[] }> = {
  '/how-it-works': {
    h1: 'How It Works',
    h2: [
      'Step 1: Discover DJs',
      'Step 2: Book Your DJ',
      'Step 3: Connect & Plan',
      'Step 4: Secure Payment',
      'Step 5: Enjoy the Party',
    ],
  },
  '/pricing': { h1: 'Pricing', h2: ['Plans for DJs', 'For clients', 'For DJs'] },
  '/contact': { h1: 'Contact Us', h2: ['Send us a message', 'Other ways we can help'] },
  '/dj-resources': {
    h1: 'DJ Resources',
    h2: ['Build a profile that gets booked', 'Ready to get booked?'],
  },
  '/success-stories': {
    h1: 'Success Stories',
    h2: ['Stories from DJs and hosts', 'Start your own story'],
  },
  '/about': { h1: 'About Spinbook', h2: ['Spinbook in numbers', /team/i] },
  '/privacy': { h1: 'Privacy Policy', h2: [/What we collect/, /Your rights/] },
  '/terms': {
    h1: 'Terms of Service',
    h2: [/Cancellation policy and refunds/, /Fees and payments/],
  },
};

async function metaDescription(page: Page): Promise<string | null> {
  return page.locator('meta[name="description"]').getAttribute('content');
}

for (const [path, expected] of Object.entries(PAGES)) {
  test(`${path} has its headings, title and description`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.h1);
    for (const name of expected.h2) {
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    // Every page has sections under its one h1.
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(2);
    const info = routeInfo(path);
    await expect(page).toHaveTitle(documentTitle(info.title));
    expect(await metaDescription(page)).toBe(info.description);
  });
}

test('every footer link reaches its page', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const section of FOOTER_SECTIONS) {
    for (const link of section.links) {
      await footer.getByRole('link', { name: link.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${link.to}$`));
      const h1 = PAGES[link.to]?.h1;
      const heading = page.getByRole('heading', { level: 1 });
      await (h1 ? expect(heading).toHaveText(h1) : expect(heading).toBeVisible());
    }
  }
});

test('how it works offers both calls to action', async ({ page }) => {
  await page.goto('/how-it-works');
  const steps = page.getByRole('list', { name: 'Steps to book a DJ' });
  await expect(steps.getByRole('listitem')).toHaveCount(5);
  await page.getByRole('main').getByRole('link', { name: 'Become a DJ' }).click();
  await expect(page).toHaveURL(/\/become-dj$/);
  await page.goBack();
  await page.getByRole('main').getByRole('link', { name: 'Find a DJ Now' }).click();
  await expect(page).toHaveURL(/\/discover$/);
});

test('pricing plan buttons lead a visitor to DJ sign-up and a DJ to the dashboard', async ({
  page,
}) => {
  await page.goto('/pricing');
  const plan = (name: string) =>
    page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
  const basic = plan('Basic');
  await expect(basic).toContainText('Free');
  await expect(plan('Pro')).toContainText('$29');
  await expect(plan('Elite')).toContainText('$99');
  for (const name of ['Pro', 'Elite']) await expect(plan(name)).toContainText('Coming soon');
  await expect(basic).not.toContainText('Coming soon');
  await basic.getByRole('link', { name: 'Get Started Free' }).click();
  await expect(page).toHaveURL(/\/signup\?role=dj&next=%2Fbecome-dj$/);

  await signIn(page, 'dj@spinbook.test', { at: '/pricing' });
  await basic.getByRole('link', { name: 'Go to DJ Dashboard' }).click();
  await expect(page).toHaveURL(/\/dj-dashboard$/);
});

test('the terms state the cancellation policy the booking functions apply', async ({ page }) => {
  await page.goto('/terms');
  const main = page.getByRole('main');
  const rows = main.getByRole('table').getByRole('row');
  // A header row, then one row per tier of the domain module, in its order.
  await expect(rows).toHaveCount(CANCELLATION_TIERS.length + 1);
  for (const [index, tier] of CANCELLATION_TIERS.entries()) {
    await expect(rows.nth(index + 1)).toContainText(`${tier.refundPercent}%`);
  }
  await expect(main).toContainText('You must be 18 or older');
  await expect(main).toContainText('at least 1 year of experience');
  await expect(main).toContainText('5% platform fee');
  await expect(main).toContainText('DJs keep 85%');
});

test('about shows live figures counted from Firestore', async ({ page }) => {
  await page.goto('/about');
  const figures = page.getByRole('region', { name: 'Spinbook in numbers' });
  const verified = figures.getByRole('definition').first();
  await expect(verified).toHaveText(/^\d+$/);
  expect(Number(await verified.textContent())).toBeGreaterThan(0);
  await expect(figures.getByRole('definition').nth(1)).toHaveText(/^\$[\d,]+\/hr$/);
});

test('the contact form shows validation errors, sends, and the admin reads the message', async ({
  page,
  browser,
}) => {
  const marker = tag();
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  for (const label of ['First name', 'Last name', 'Email', 'Subject', 'Message']) {
    const field = form.getByRole('textbox', { name: label });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(form.getByText('Required')).toHaveCount(5);

  await form.getByRole('textbox', { name: 'First name' }).fill('Ana');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Silva');
  await form.getByRole('textbox', { name: 'Email' }).fill('ana@example');
  await form.getByRole('textbox', { name: 'Subject' }).fill(`Wedding in June ${marker}`);
  await form
    .getByRole('textbox', { name: 'Message' })
    .fill('Do you have DJs for a 150-guest wedding near Austin?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(form.getByText('Required')).toHaveCount(0);

  await form.getByRole('textbox', { name: 'Email' }).fill('ana@example.test');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const sent = page.getByTestId('contact-sent');
  // The only test that sends the contact form: the Functions emulator loads a worker for its
  // callable here, and the press before it waited for the prerendered page's app to start.
  await expect(sent).toContainText('Message sent', { timeout: 20_000 });
  await expect(sent).toContainText('ana@example.test');

  const stored = await getFirestore(adminApp())
    .collection('contactMessages')
    .where('subject', '==', `Wedding in June ${marker}`)
    .get();
  expect(stored.size, 'stored exactly once').toBe(1);
  expect(stored.docs[0]?.data()).toMatchObject({ firstName: 'Ana', email: 'ana@example.test' });
  expect(stored.docs[0]?.data()).not.toHaveProperty('website');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@spinbook.test', { at: '/admin' });
  const inbox = admin.getByRole('region', { name: 'Contact messages' });
  const message = inbox.getByTestId('contact-message').filter({ hasText: marker });
  await expect(message).toContainText('Ana Silva');
  await expect(message).toContainText('ana@example.test');
  await expect(message).toContainText('150-guest wedding');
  await adminContext.close();
});

test('a bot that fills the hidden honeypot is thanked and nothing is stored', async ({ page }) => {
  const marker = tag();
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Spam');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Bot');
  await form.getByRole('textbox', { name: 'Email' }).fill('bot@example.test');
  await form.getByRole('textbox', { name: 'Subject' }).fill(`Cheap followers ${marker}`);
  await form.getByRole('textbox', { name: 'Message' }).fill('Buy now');
  // People cannot reach it: it is off-screen, out of the tab order and hidden from AT.
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await honeypot.fill('http://spam.example', { force: true });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByTestId('contact-sent')).toContainText('Message sent');
  const stored = await getFirestore(adminApp())
    .collection('contactMessages')
    .where('subject', '==', `Cheap followers ${marker}`)
    .get();
  expect(stored.size).toBe(0);
});
