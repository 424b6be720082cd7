import type { Locator, Page } from '@playwright/test';
import { getFirestore } from 'firebase-admin/firestore';
import { DJ_DELETE_CONFIRMATION } from '../../src/domain/dj-applications';
import {
  callAsAdmin,
  createApplicant,
  createClient,
  e2eAdminApp as adminApp,
  tag,
} from './accounts';
import { expect, signIn, test, toast, uniqueEmail } from './fixtures';

/**
 * The admin panel (/admin) against the seeded emulators. Every application
 * an action changes is a fresh one made here (a new account that applies
 * through the `submitDjApplication` callable), so the seeded demo data stays
 * as it is for the other specs. The auto-accept switch is not flipped here:
 * turning it on would approve the seeded pending DJ for everyone.
 */

const ADMIN = 'admin@spinbook.test';
const PENDING_DJ_NAME = 'Theo Bennett';

interface Applicant {
  uid: string;
  name: string;
  /** A word found only in this applicant's location (discover searches by it). */
  place: string;
}

/** A fresh pending DJ application, submitted by its own new account. */
async function createApplication(label: string): Promise<Applicant> {
  const id = tag();
  const name = `E2E ${label} ${id}`;
  const place = `Adm${id}ville`;
  const { uid, status } = await createApplicant(name, `${place}, TX`);
  expect(status, 'auto-accept is off, so the application waits').toBe('pending');
  return { uid, name, place };
}

async function djExists(uid: string): Promise<boolean> {
  return (await getFirestore(adminApp()).collection('djs').doc(uid).get()).exists;
}

/** Signs in as the seeded admin and opens the panel. */
async function openAdmin(page: Page): Promise<void> {
  await signIn(page, ADMIN, { at: '/admin' });
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
}

function applications(page: Page): Locator {
  return page.getByRole('region', { name: 'DJ Applications' });
}

async function openTab(page: Page, name: RegExp): Promise<void> {
  await applications(page).getByRole('tab', { name }).click();
  await expect(applications(page).getByRole('tab', { name })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

function row(page: Page, name: string): Locator {
  return applications(page).getByRole('listitem', { name });
}

/** Checks the toast and closes it, so the next one is not queued behind it. */
async function expectToast(page: Page, text: string, timeout?: number): Promise<void> {
  await expect(toast(page)).toContainText(text, { timeout });
  await toast(page).getByRole('button', { name: 'Close' }).click();
  await expect(toast(page)).toBeHidden();
}

test.describe('access', () => {
  test('a client is refused /admin and /testing', async ({ page }) => {
    await signIn(page, 'client@spinbook.test');
    for (const path of ['/admin', '/testing']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await expect(
        page.getByText("You don't have permission to access the admin panel."),
      ).toBeVisible();
    }
  });

  test('a signed-out visitor is sent to sign in', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/signin\?next=%2Fadmin$/);
  });
});

test.describe('applications', () => {
  test('the pending tab lists the seeded pending DJ, with counts and statistics', async ({
    page,
  }) => {
    await openAdmin(page);
    await expect(applications(page).getByRole('tab', { name: /^Pending \(\d+\)$/ })).toBeVisible();
    await expect(
      applications(page).getByRole('tab', { name: /^All Applications \(\d+\)$/ }),
    ).toBeVisible();

    const theo = row(page, PENDING_DJ_NAME);
    await expect(theo).toBeVisible();
    await expect(theo.getByTestId('dj-status')).toHaveText('Pending');
    await expect(theo.getByTestId('dj-rate')).toHaveText(/^\$\d[\d,]*\.\d{2}\/hour$/);
    await expect(theo.getByRole('button', { name: `Approve ${PENDING_DJ_NAME}` })).toBeEnabled();
    await expect(theo.getByRole('button', { name: `Reject ${PENDING_DJ_NAME}` })).toBeEnabled();
    await expect(theo.getByRole('link', { name: PENDING_DJ_NAME })).toHaveAttribute(
      'href',
      /^\/dj\/\w+$/,
    );

    await openTab(page, /^Statistics$/);
    for (const stat of ['total', 'pending', 'verified']) {
      await expect(page.getByTestId(`stat-${stat}`)).toContainText(/\d+/);
    }
    const verified = Number(
      (await page.getByTestId('stat-verified').locator('dd').textContent()) ?? 0,
    );
    expect(verified).toBeGreaterThan(0);

    // Keyboard: the tabs follow the arrow keys.
    await applications(page).getByRole('tab', { name: 'Statistics' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(applications(page).getByRole('tab', { name: /^All Applications/ })).toBeFocused();
  });

  test('approving a new application puts the DJ on /discover', async ({ page }) => {
    const dj = await createApplication('Approve');
    await openAdmin(page);
    const pending = row(page, dj.name);
    await expect(pending.getByTestId('dj-rate')).toHaveText('$150.00/hour');
    await pending.getByRole('button', { name: `Approve ${dj.name}` }).click();
    await expectToast(page, 'DJ Application Approved');
    await expect(row(page, dj.name)).toHaveCount(0);

    await page.goto(`/discover?location=${dj.place}`);
    await expect(page.getByTestId('dj-card').filter({ hasText: dj.name })).toBeVisible({
      timeout: 20_000,
    });
  });

  test('reject, suspend and reactivate follow the status table', async ({ page }) => {
    const [rejected, suspended] = await Promise.all([
      createApplication('Reject'),
      createApplication('Suspend'),
    ]);
    await openAdmin(page);

    await row(page, rejected.name)
      .getByRole('button', { name: `Reject ${rejected.name}` })
      .click();
    await expectToast(page, 'DJ Application Rejected');
    await expect(row(page, rejected.name)).toHaveCount(0);

    // Approving is covered above; here it only sets up a verified DJ.
    await callAsAdmin('reviewDjApplication', { djId: suspended.uid, action: 'approve' });
    await expect(row(page, suspended.name)).toHaveCount(0);

    await openTab(page, /^All Applications/);
    const rejectedRow = row(page, rejected.name);
    await expect(rejectedRow.getByTestId('dj-status')).toHaveText('Rejected');
    await expect(
      rejectedRow.getByRole('button', { name: `Reactivate ${rejected.name}` }),
    ).toBeVisible();
    await expect(rejectedRow.getByRole('button', { name: `Approve ${rejected.name}` })).toHaveCount(
      0,
    );

    const verifiedRow = row(page, suspended.name);
    await expect(verifiedRow.getByTestId('dj-status')).toHaveText('Verified');
    await verifiedRow.getByRole('button', { name: `Suspend ${suspended.name}` }).click();
    await expectToast(page, 'DJ Suspended');
    await expect(verifiedRow.getByTestId('dj-status')).toHaveText('Suspended');

    await verifiedRow.getByRole('button', { name: `Reactivate ${suspended.name}` }).click();
    await expectToast(page, 'DJ Reactivated');
    await expect(verifiedRow.getByTestId('dj-status')).toHaveText('Verified');
  });

  test('delete asks first, then removes the profile', async ({ page }) => {
    const dj = await createApplication('Delete');
    await openAdmin(page);
    const pending = row(page, dj.name);

    await pending.getByRole('button', { name: `Delete ${dj.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${dj.name}?` });
    await expect(dialog).toContainText(DJ_DELETE_CONFIRMATION);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await djExists(dj.uid)).toBe(true);

    await pending.getByRole('button', { name: `Delete ${dj.name}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    // Deleting walks the profile's subcollections: ~10 s in a cold emulator.
    await expectToast(page, 'Profile Deleted', 30_000);
    await expect(row(page, dj.name)).toHaveCount(0);
    expect(await djExists(dj.uid)).toBe(false);
  });
});

test.describe('roles', () => {
  function roles(page: Page): Locator {
    return page.getByRole('region', { name: 'User roles' });
  }

  async function find(page: Page, email: string): Promise<void> {
    await roles(page).getByLabel('User email').fill(email);
    await roles(page).getByRole('button', { name: 'Find User' }).click();
  }

  test('an admin finds a user by e-mail and sees their role', async ({ page }) => {
    await openAdmin(page);
    await find(page, 'client2@spinbook.test');
    await expect(roles(page).getByTestId('user-email')).toHaveText('client2@spinbook.test');
    await expect(roles(page).getByTestId('user-name')).toHaveText('Priya Shah');
    await expect(roles(page).getByTestId('user-role')).toHaveText('Client');

    await find(page, uniqueEmail('nobody'));
    await expect(roles(page).getByText('No user found with that email.')).toBeVisible();

    // Your own role cannot be changed here (the server refuses it as well).
    await find(page, ADMIN);
    await expect(roles(page).getByTestId('user-role')).toHaveText('Admin');
    await expect(roles(page).getByRole('button', { name: 'Save Role' })).toHaveCount(0);
  });

  test("an admin changes a new user's role; granting admin asks first", async ({ page }) => {
    const { email } = await createClient(`E2E Role ${tag()}`);
    await openAdmin(page);
    await find(page, email);
    await expect(roles(page).getByTestId('user-role')).toHaveText('Client');

    await roles(page).getByLabel('New role').selectOption('dj');
    await roles(page).getByRole('button', { name: 'Save Role' }).click();
    await expectToast(page, `${email} is now DJ.`);
    await expect(roles(page).getByTestId('user-role')).toHaveText('DJ');

    await roles(page).getByLabel('New role').selectOption('admin');
    await roles(page).getByRole('button', { name: 'Save Role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grant admin access?' });
    await expect(dialog).toContainText(email);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(roles(page).getByTestId('user-role')).toHaveText('DJ');
  });
});

test.describe('security events and contact messages', () => {
  test('recent security events are listed and filter by type', async ({ page }) => {
    const marker = tag();
    const events = getFirestore(adminApp()).collection('securityEvents');
    await Promise.all(
      (['rate_limit_exceeded', 'moderation_blocked'] as const).map((type) =>
        events.add({
          type,
          uid: null,
          email: `${type}-${marker}@example.test`,
          details: { marker, source: 'admin e2e' },
          userAgent: null,
          createdAt: new Date(),
        }),
      ),
    );

    await openAdmin(page);
    const section = page.getByRole('region', { name: 'Security events' });
    const rows = section.getByTestId('security-event');
    await expect(rows.filter({ hasText: `rate_limit_exceeded-${marker}` })).toBeVisible();
    await expect(rows.filter({ hasText: `moderation_blocked-${marker}` })).toBeVisible();
    await expect(rows.filter({ hasText: `marker: ${marker}` })).toHaveCount(2);

    await section.getByLabel('Event type').selectOption('rate_limit_exceeded');
    await expect(rows.filter({ hasText: `moderation_blocked-${marker}` })).toHaveCount(0);
    await expect(rows.filter({ hasText: `rate_limit_exceeded-${marker}` })).toBeVisible();
    for (const type of await section.getByTestId('security-event-type').allTextContents()) {
      expect(type).toBe('Rate limit exceeded');
    }

    await section.getByLabel('Event type').selectOption('');
    await expect(rows.filter({ hasText: `moderation_blocked-${marker}` })).toBeVisible();
  });

  test('contact messages are listed newest first', async ({ page }) => {
    const marker = tag();
    const messages = getFirestore(adminApp()).collection('contactMessages');
    await messages.add({
      firstName: 'Older',
      lastName: 'Sender',
      email: 'older@example.test',
      subject: `Older ${marker}`,
      message: 'First message',
      createdAt: new Date(Date.now() - 60_000),
    });
    await messages.add({
      firstName: 'Newer',
      lastName: 'Sender',
      email: 'newer@example.test',
      subject: `Newer ${marker}`,
      message: 'Second message',
      createdAt: new Date(),
    });

    await openAdmin(page);
    const section = page.getByRole('region', { name: 'Contact messages' });
    const subjects = section.getByTestId('contact-message').getByRole('heading');
    await expect(subjects.filter({ hasText: marker })).toHaveText([
      `Newer ${marker}`,
      `Older ${marker}`,
    ]);
    await expect(
      section.getByTestId('contact-message').filter({ hasText: `Newer ${marker}` }),
    ).toContainText('newer@example.test');
  });
});
