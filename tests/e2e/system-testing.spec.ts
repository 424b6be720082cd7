import { seedPlan } from '../../scripts/seed/seed-all';
import { seedDescription } from '../../src/domain/system-tools';
import { consoleErrorText, expect, signIn, test, toast } from './fixtures';

// /testing for an admin: every tool does real work against the emulators.
test.describe('system testing page', () => {
  // In order, in one worker: Seed Database resets the demo passwords, which revokes the
  // admin's sessions, so a test of this file running beside it in the other worker was signed
  // out mid-test (Auth's 400 in its console; the route checker failed so once).
  test.describe.configure({ mode: 'default' });

  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@spinbook.test', { at: '/testing' });
    await expect(page.getByRole('heading', { level: 1, name: 'System Testing' })).toBeVisible();
  });

  test('the health panel reports each service from the functions', async ({ page }) => {
    await page.getByRole('button', { name: 'Run System Tests' }).click();
    const table = page.getByRole('table', { name: 'Service checks' });
    await expect(table).toBeVisible({ timeout: 20_000 });
    for (const service of ['Auth', 'Firestore', 'Functions']) {
      await expect(table.getByRole('row', { name: new RegExp(`^${service} ok`) })).toBeVisible();
    }
    await expect(table.getByRole('row', { name: /^Storage unavailable/ })).toBeVisible();
    await expect(page.getByText(/Backend: emulators, project demo-spinbook/)).toBeVisible();
    await expect(page.getByText(/Firestore rules version [0-9a-f]{12}/)).toBeVisible();
  });

  test('the route checker renders the six routes and reports each', async ({ page }) => {
    test.setTimeout(120_000);
    await page.getByRole('button', { name: 'Check Routes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'routes passed' })).toHaveText(
      '6 of 6 routes passed.',
      { timeout: 100_000 },
    );
    const results = page.getByRole('list', { name: 'Route check results' });
    await expect(results.getByText('Find Your Perfect DJ')).toBeVisible();
    await expect(results.getByText('Admin Panel')).toBeVisible();
  });

  test('seed says what it writes and reports it; Seed Events; clear asks first', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(150_000);
    // The seed resets the admin's password, which revokes this session: Auth refuses its
    // token refresh with a 400. Only those refusals, from the Auth emulator's endpoints, are
    // expected; any other console error still fails the test.
    const revoked: string[] = [];
    page.on('console', (msg) => {
      const fromAuth = /securetoken\.googleapis\.com|identitytoolkit\.googleapis\.com/.test(
        msg.location().url,
      );
      if (msg.type() === 'error' && msg.text().includes('status of 400') && fromAuth) {
        revoked.push(consoleErrorText(msg));
      }
    });
    const region = page.getByRole('region', { name: 'Demo data' });
    // The counts come from the seed data: 16 DJs (15 verified), not a hard-coded "15 DJs".
    const plan = seedPlan();
    await expect(region.getByTestId('seed-description')).toContainText(seedDescription(plan));
    await expect(region.getByTestId('seed-description')).toContainText(
      `${plan.djs} DJs (${plan.verifiedDjs} verified)`,
    );
    await page.getByRole('button', { name: 'Seed Database' }).click();
    const report = region.getByRole('status');
    await expect(report).toHaveText(
      new RegExp(
        `^Seeded ${plan.users} users, ${plan.djs} DJs, \\d+ bookings and ${plan.events} events\\.$`,
      ),
      { timeout: 100_000 },
    );
    await expect(toast(page)).toContainText('Database Seeded');
    // The seed resets every demo account's password, the admin's too, which ends this
    // session (its tokens were minted before): sign in again, as a person would.
    await signIn(page, 'admin@spinbook.test', { at: '/testing' });
    // Seed Events: the spec's 15 events for up to 7 verified DJs found in the database.
    await page.getByRole('button', { name: 'Seed Events' }).click();
    await expect(report).toHaveText('Seeded 15 events hosted by 7 verified DJs.', {
      timeout: 30_000,
    });
    await expect(toast(page)).toContainText('Events Seeded');
    // Clearing would pull the data from under the other tests (tests/functions/system-tools
    // clears and checks nothing is left): only the confirmation is checked here.
    await page.getByRole('button', { name: 'Clear Database' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear the database?' });
    await expect(dialog).toContainText(
      'Every booking, DJ profile and event will be deleted, and DJ accounts become clients. Accounts stay.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // No demo password anywhere on the page.
    await expect(page.getByText('Spinbook#2026')).toHaveCount(0);
    for (const text of revoked) {
      const at = consoleErrors.indexOf(text);
      if (at >= 0) consoleErrors.splice(at, 1);
    }
  });
});
