import { expect, signIn, test, toast } from './fixtures';

// /testing for an admin: every tool does real work against the emulators.
test.describe('system testing page', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@spinbook.test');
    await page.goto('/testing');
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

  test('seed reports what it wrote; clear asks first', async ({ page }) => {
    test.setTimeout(120_000);
    await page.getByRole('button', { name: 'Seed Database' }).click();
    const report = page.getByRole('region', { name: 'Demo data' }).getByRole('status');
    await expect(report).toContainText(/Seeded \d+ users, 1\d DJs, \d+ bookings and 15 events\./, {
      timeout: 100_000,
    });
    await expect(toast(page)).toContainText('Database Seeded');
    // Clearing would pull the data from under the other tests: only the confirmation is checked.
    await page.getByRole('button', { name: 'Clear Database' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear the database?' });
    await expect(dialog).toContainText('Every booking and every DJ profile will be deleted.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // No demo password anywhere on the page.
    await expect(page.getByText('Spinbook#2026')).toHaveCount(0);
  });
});
