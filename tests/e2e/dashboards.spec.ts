import type { Page } from '@playwright/test';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import {
  callAsAdmin,
  createApplicant,
  createClient,
  e2eAdminApp as adminApp,
  tag,
} from './accounts';
import { expect, signIn, test, toast } from './fixtures';

/**
 * The dashboards' profile tabs (/dashboard → Profile, /dj-dashboard → DJ
 * Profile) against the seeded emulators. Every account here is new, so the
 * demo data stays as it is for the other specs; the one test that signs in as a
 * seeded DJ saves without changing anything, and checks that nothing changed.
 */

const RANGE = 'Hourly rate must be between $50 and $50,000.';

/** A new account with a DJ application ($150/hour), sent through the callable. */
async function createDj(): Promise<{ uid: string; email: string; name: string }> {
  const name = `E2E Dashboard DJ ${tag()}`;
  const { uid, email } = await createApplicant(name);
  return { uid, email, name };
}

/** Checks the toast and closes it, so the next one is not queued behind it. */
async function expectToast(page: Page, text: string): Promise<void> {
  await expect(toast(page)).toContainText(text);
  await toast(page).getByRole('button', { name: 'Close' }).click();
  await expect(toast(page)).toBeHidden();
}

const djForm = (page: Page) => page.getByRole('form', { name: 'Edit DJ profile' });

/** What a DJ profile save writes on djs/{uid}: the form's fields and their search fields. */
const OWNER_EDITED_FIELDS = [
  'name',
  'bio',
  'location',
  'locationLower',
  'hourlyRateCents',
  'availableNow',
  'genres',
  'genreKeys',
  'equipment',
  'websiteUrl',
  'youtubeUrl',
  'instagramUrl',
  'photoUrl',
  'coverImageUrl',
  'travelRadiusMi',
  'base',
  'reachCells',
] as const;

test.describe('/dashboard', () => {
  test('signed out goes to /signin', async ({ page }) => {
    await page.goto('/dashboard?tab=profile');
    await expect(page).toHaveURL(/\/signin\?next=%2Fdashboard%3Ftab%3Dprofile$/);
  });

  test('Profile edits the display name; the e-mail is read-only', async ({ page }) => {
    const { uid, email } = await createClient('Robin Hale');
    await signIn(page, email, { at: '/dashboard' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Dashboard');
    await expect(page.getByRole('tab', { name: 'My Bookings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('link', { name: 'Find a DJ' }).last()).toHaveAttribute(
      'href',
      '/discover',
    );

    await page.getByRole('tab', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=profile$/);
    const emailField = page.getByRole('textbox', { name: 'Email' });
    await expect(emailField).toHaveValue(email);
    await expect(emailField).not.toBeEditable();
    await expect(page.getByText('Email cannot be changed')).toBeVisible();

    const nameField = page.getByLabel('Display Name');
    await expect(nameField).toHaveValue('Robin Hale');
    await nameField.fill('Robin Hale-Stone');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Profile Updated');
    await expect(page.getByTestId('session-name')).toHaveText('Robin Hale-Stone');
    const stored = (await getFirestore(adminApp()).collection('users').doc(uid).get()).data();
    expect(stored?.displayName).toBe('Robin Hale-Stone');

    // The tab is in the URL: a reload (or a shared link) opens it again.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByLabel('Display Name')).toHaveValue('Robin Hale-Stone');
  });
});

test.describe('/dj-dashboard', () => {
  test('signed out goes to /signin', async ({ page }) => {
    await page.goto('/dj-dashboard');
    await expect(page).toHaveURL(/\/signin\?next=%2Fdj-dashboard$/);
  });

  test('a DJ edits the rate and /dj/:id shows it; "abc" is refused', async ({ page }) => {
    const dj = await createDj();
    await callAsAdmin('reviewDjApplication', { djId: dj.uid, action: 'approve' });
    await signIn(page, dj.email, { at: '/dj-dashboard' });
    await expect(page.getByRole('tab', { name: 'My Bookings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('tab', { name: 'DJ Profile' }).click();
    await expect(page).toHaveURL(/\/dj-dashboard\?tab=dj-profile$/);
    const form = djForm(page);
    const rate = form.getByLabel('Hourly Rate (USD)');
    await expect(rate).toHaveValue('150');
    await expect(form.getByLabel('Genres')).toHaveValue('House, Techno');
    await expect(form.getByLabel('Phone')).toHaveValue('555-0100');
    await expect(page.getByTestId('dj-profile-status')).toHaveText('Verified');

    await rate.fill('abc');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, RANGE);
    await expect(form.getByText(RANGE)).toBeVisible();

    await rate.fill('275');
    await form.getByLabel('Equipment').fill('Mixer, , Speakers ,');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Profile Updated');
    const stored = (await getFirestore(adminApp()).collection('djs').doc(dj.uid).get()).data();
    expect(stored).toMatchObject({ hourlyRateCents: 27500, equipment: ['Mixer', 'Speakers'] });
    // "Austin, TX" was typed, not chosen: saving looked it up and put the DJ on the map.
    expect(stored?.travelRadiusMi).toBe(25);
    expect(stored?.base?.lat).toBeCloseTo(30.27, 1);
    expect(stored?.base?.lng).toBeCloseTo(-97.74, 1);

    await page.goto(`/dj/${dj.uid}`);
    await expect(page.getByRole('heading', { level: 1, name: dj.name })).toBeVisible();
    await expect(page.getByTestId('dj-rate')).toHaveText('$275/hour');
  });

  test('the seeded DJ saves his profile unchanged; the bio is edited as text (issue 38)', async ({
    page,
  }) => {
    const { uid } = await getAuth(adminApp()).getUserByEmail('dj@spinbook.test');
    const ref = getFirestore(adminApp()).collection('djs').doc(uid);
    // The fields the form writes (other specs may book Marcus meanwhile: not those).
    const stored = async () => {
      const data = (await ref.get()).data() ?? {};
      return Object.fromEntries(OWNER_EDITED_FIELDS.map((field) => [field, data[field]]));
    };
    const before = await stored();
    // The seed's pictures are the site's own files, which the save must take.
    expect(before.photoUrl).toMatch(/^\/seed\/djs\/photo-\d{2}\.webp$/);

    await signIn(page, 'dj@spinbook.test', { at: '/dj-dashboard?tab=dj-profile' });
    const form = djForm(page);
    await expect(form.getByLabel('DJ / Artist Name')).toHaveValue('Marcus Reid');
    const bio = form.getByLabel('Bio', { exact: true });
    await expect(bio).toHaveValue(/^Austin-based open-format DJ/);
    await expect(bio).toHaveValue(/R&B/);
    await expect(bio).not.toHaveValue(/<|&amp;/);

    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Profile Updated');
    await expect(form.getByTestId('image-error-profile')).toHaveCount(0);
    expect(await stored()).toEqual(before);
  });

  test('deleting after the confirmation leaves "No DJ Profile Found"', async ({ page }) => {
    const dj = await createDj();
    await signIn(page, dj.email, { at: '/dj-dashboard?tab=dj-profile' });
    await expect(page.getByTestId('dj-profile-status')).toHaveText('Pending');

    await djForm(page).getByRole('button', { name: 'Delete Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your DJ profile?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(djForm(page)).toBeVisible();

    await djForm(page).getByRole('button', { name: 'Delete Profile' }).click();
    await dialog.getByRole('button', { name: 'Delete Profile' }).click();
    await expectToast(page, 'Profile Deleted');
    await expect(page.getByRole('heading', { name: 'No DJ Profile Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Become a DJ' }).last()).toHaveAttribute(
      'href',
      '/become-dj',
    );
    const snap = await getFirestore(adminApp()).collection('djs').doc(dj.uid).get();
    expect(snap.exists).toBe(false);
  });
});
