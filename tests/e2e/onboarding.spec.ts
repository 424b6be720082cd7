import type { Page } from '@playwright/test';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { createClient, e2eAdminApp as adminApp, tag } from './accounts';
import { DEMO_PASSWORD, expect, signIn, test, toast, uniqueEmail } from './fixtures';

/**
 * DJ onboarding (/become-dj, /dj-profile-pending) against the seeded
 * emulators. Every applicant is a fresh account, so the demo data stays as
 * it is. The Storage emulator cannot run on the test machines, so the form
 * must say photo upload is unavailable and still accept the application.
 */

const RANGE = 'Hourly rate must be between $50 and $50,000.';

/** Checks the toast and closes it, so the next one is not queued behind it. */
async function expectToast(page: Page, text: string): Promise<void> {
  await expect(toast(page)).toContainText(text);
  await toast(page).getByRole('button', { name: 'Close' }).click();
  await expect(toast(page)).toBeHidden();
}

const applicationForm = (page: Page) => page.getByRole('form', { name: 'DJ application' });

test('a visitor sees the welcome page and signs up as a DJ on it', async ({ page }) => {
  await page.goto('/become-dj');
  await expect(page).toHaveTitle('Become a DJ · Spinbook');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Become a DJ on Spinbook');
  await expect(page.getByText('At least 1 year of DJ experience')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Keep 85% of earnings' })).toBeVisible();
  for (const step of ['Profile Setup', 'Portfolio', 'Verification', 'Start Earning']) {
    await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Spinbook promo video')).toHaveAttribute('poster', /hero-poster/);
  await expect(page.getByRole('button', { name: 'Learn More' })).toBeVisible();
  await expect(applicationForm(page)).toHaveCount(0);
  // The spec: "Visitors see a sign-up form". It is /signup's form, inline, as a DJ.
  const signUp = page
    .getByRole('region', { name: 'Create your DJ account' })
    .getByRole('form', { name: 'Sign up' });
  await expect(signUp.getByRole('group', { name: 'I want to' })).toBeVisible();
  await expect(signUp.getByRole('button', { name: 'Become a DJ', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(signUp.getByRole('button', { name: 'Book DJs', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  const email = uniqueEmail('inline-dj');
  await signUp.getByRole('textbox', { name: 'Full Name' }).fill('Inez Marlow');
  await signUp.getByRole('textbox', { name: 'Email' }).fill(email);
  await signUp.getByRole('textbox', { name: 'Password', exact: true }).fill('Party#Time2026');
  await signUp.getByRole('textbox', { name: 'Confirm Password' }).fill('Party#Time2026');
  await signUp
    .getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' })
    .check();
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page)).toContainText('Account Created!');
  // Signed up as a DJ applicant; signing in comes back to the application form.
  await expect(page).toHaveURL(/\/signin\?next=%2Fbecome-dj$/);
  // The address changes before the sign-in page replaces /become-dj, whose sign-up form has
  // an Email field too: filling at once typed into that form as it went (a flake, 1 in 16).
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Party#Time2026');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/become-dj$/);
  await expect(applicationForm(page)).toBeVisible();
  const uid = (await getAuth(adminApp()).getUserByEmail(email)).uid;
  const user = await getFirestore(adminApp()).doc(`users/${uid}`).get();
  expect(user.get('requestedRole')).toBe('dj');
});

test('a visitor who presses Get Started signs in and comes back to the form', async ({ page }) => {
  const { email } = await createClient('Kai Ortega');
  await page.goto('/become-dj');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/signin\?next=%2Fbecome-dj$/);
  // The address changes before the sign-in page replaces /become-dj, whose sign-up form has
  // an Email field too: filling at once typed into that form as it went (a flake, 1 in 16).
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/become-dj$/);
  await expect(applicationForm(page)).toBeVisible();
});

test('a signed-in client applies: errors first, then the pending page and its status', async ({
  page,
}) => {
  const t = tag();
  const name = `E2E Onboarding ${t}`;
  const { uid, email } = await createClient(name);
  await signIn(page, email, { at: '/become-dj' });
  const form = applicationForm(page);
  await expect(form).toBeVisible();
  // No Storage emulator here: the form says so and shows the default image.
  await expect(page.getByTestId('upload-unavailable-profile')).toContainText(
    'Photo upload is unavailable',
  );
  await expect(form.getByRole('img', { name: 'Profile Photo preview' })).toHaveAttribute(
    'src',
    '/images/dj-fallback.webp',
  );

  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expectToast(page, 'Name and location are required.');
  await expect(page).toHaveURL(/\/become-dj$/);

  await form.getByLabel('DJ / Artist Name').fill(name);
  await form.getByLabel('Location').fill(`Onb${t}ville, TX`);
  await form.getByLabel('Hourly Rate (USD)').fill('20');
  // A made-up town is not on the map: the form says so, and still submits.
  await expect(form.getByText("We couldn't find this place on the map")).toBeVisible();
  await expect(form.getByLabel('How far will you travel?')).toHaveValue('25');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expectToast(page, RANGE);
  await expect(form.getByText(RANGE)).toBeVisible();

  await form.getByLabel('Hourly Rate (USD)').fill('150');
  await form
    .getByLabel('Bio')
    .fill('<p>Open-format DJ from the <strong>onboarding</strong> test.</p>');
  await form.getByLabel('Contact Email').fill(email);
  const genres = form.getByLabel('Genres');
  await genres.fill('House');
  await genres.press('Enter');
  await genres.fill('  Deep Disco  ');
  await genres.press('Enter');
  await genres.fill('house');
  await genres.press('Enter');
  const equipment = form.getByLabel('Equipment');
  await equipment.click();
  await page.getByRole('option', { name: 'Turntables' }).click();
  await form.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page).toHaveURL(/\/dj-profile-pending$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application Under Review');
  await expect(page.getByText('under review', { exact: true })).toBeVisible();
  await expect(page.getByText('24-48 hours')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

  const stored = (await getFirestore(adminApp()).collection('djs').doc(uid).get()).data();
  expect(stored).toMatchObject({
    name,
    status: 'pending',
    hourlyRateCents: 15000,
    genres: ['House', 'Deep Disco'],
    equipment: ['Turntables'],
    travelRadiusMi: 25,
  });
  expect(stored).not.toHaveProperty('base');
  expect(stored).not.toHaveProperty('reachCells');

  await page.goto('/become-dj');
  await expect(page.getByTestId('application-status')).toContainText('Pending');
  await expect(page.getByTestId('application-status')).toContainText('24-48 hours');
  await expect(page.getByRole('link', { name: 'Go to DJ Dashboard' })).toBeVisible();
  await expect(applicationForm(page)).toHaveCount(0);
});
