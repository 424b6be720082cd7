import { getAuth } from 'firebase-admin/auth';
import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import { e2eAdminApp } from './accounts';
import { expect, test } from './fixtures';

// Runs before the rest (playwright.config.ts): the build is served and the seed is in place,
// so a broken start fails here once instead of in every test.
test('the served app and the demo accounts are in place', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const auth = getAuth(e2eAdminApp());
  for (const account of DEMO_ACCOUNTS) {
    const user = await auth.getUserByEmail(account.email);
    expect(user.displayName, account.email).toBe(account.displayName);
    expect(user.customClaims?.role, account.email).toBe(account.role);
  }
});
