import type { Page } from '@playwright/test';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { callAsAdmin, e2eAdminApp, markEmailVerified } from './accounts';
import { DEMO_PASSWORD, expect, signInThroughForm, test, toast, uniqueEmail } from './fixtures';

const STRONG = 'Party#Time2026';

interface SignUpInput {
  name: string;
  email: string;
  password: string;
  confirm?: string;
  role?: 'Book DJs' | 'Become a DJ';
}

async function submitSignUp(page: Page, input: SignUpInput): Promise<void> {
  await page.goto('/signup');
  await expect(page).toHaveTitle('Sign Up · Spinbook');
  if (input.role) await page.getByRole('button', { name: input.role }).click();
  await page.getByLabel('Full Name').fill(input.name);
  await page.getByLabel('Email').fill(input.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(input.password);
  await page.getByLabel('Confirm Password').fill(input.confirm ?? input.password);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** The role claim and users/{uid}.role the sign-up trigger wrote (absent: undefined). */
async function roleOf(uid: string): Promise<{ claim: unknown; stored: unknown }> {
  const [user, doc] = await Promise.all([
    getAdminAuth(e2eAdminApp()).getUser(uid),
    getFirestore(e2eAdminApp()).collection('users').doc(uid).get(),
  ]);
  return { claim: user.customClaims?.role, stored: doc.get('role') };
}

/** Priya Shah signs in with "Remember me" off: her session is kept for this tab only. */
async function signInForThisTabOnly(page: Page): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill('client2@spinbook.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('checkbox', { name: 'Remember me' }).uncheck();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByTestId('session-name')).toHaveText('Priya Shah');
}

test.describe('sign up, sign in, sign out', () => {
  test('a new client signs up, signs in, sees their name and signs out', async ({ page }) => {
    const email = uniqueEmail('client');
    await submitSignUp(page, { name: 'Dana Whitfield', email, password: STRONG, role: 'Book DJs' });

    await expect(toast(page)).toContainText('Account Created!');
    await expect(page).toHaveURL(/\/signin$/);

    await signInThroughForm(page, email, STRONG);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('session-name')).toHaveText('Dana Whitfield');

    // The requested role was stored for the server to turn into a claim (the dashboards no
    // longer print "role: …": issue 38), and the client's own profile reads back their name.
    const uid = (await getAdminAuth(e2eAdminApp()).getUserByEmail(email)).uid;
    await expect.poll(() => roleOf(uid)).toEqual({ claim: 'client', stored: 'client' });
    await page.goto('/dashboard?tab=profile');
    await expect(page.getByRole('textbox', { name: 'Display Name' })).toHaveValue('Dana Whitfield');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByTestId('session-name')).toHaveCount(0);
    await expect(toast(page)).toHaveCount(0);
  });

  test('signing up as a DJ stores the request; the dj role comes with approval', async ({
    page,
  }) => {
    const email = uniqueEmail('dj');
    await submitSignUp(page, { name: 'Rico Vega', email, password: STRONG, role: 'Become a DJ' });
    await expect(toast(page)).toContainText('Account Created!');
    const users = getFirestore(e2eAdminApp()).collection('users');
    const uid = (await getAdminAuth(e2eAdminApp()).getUserByEmail(email)).uid;
    await expect.poll(async () => (await users.doc(uid).get()).get('requestedRole')).toBe('dj');
    await signInThroughForm(page, email, STRONG);
    await expect(page.getByTestId('session-name')).toHaveText('Rico Vega');
    // Nothing is granted before an admin approves a profile (decision 0007).
    await expect.poll(() => roleOf(uid)).toEqual({ claim: 'client', stored: 'client' });
  });

  test('a weak password shows "Password Too Weak" with every broken rule', async ({ page }) => {
    await submitSignUp(page, {
      name: 'Weak Password',
      email: uniqueEmail('weak'),
      password: 'short',
    });
    await expect(toast(page)).toContainText('Password Too Weak');
    await expect(toast(page)).toContainText(
      'Password must be at least 8 characters long, Password must contain at least one uppercase letter, Password must contain at least one number, Password must contain at least one special character',
    );
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('a confirmation that does not match shows "Password Mismatch"', async ({ page }) => {
    await submitSignUp(page, {
      name: 'Mismatch Person',
      email: uniqueEmail('mismatch'),
      password: STRONG,
      confirm: `${STRONG}x`,
    });
    await expect(toast(page)).toContainText('Password Mismatch');
    await expect(toast(page)).toContainText('Passwords do not match. Please try again.');
  });

  test('signing up twice with one e-mail says the account exists', async ({
    page,
    consoleErrors,
  }) => {
    await submitSignUp(page, {
      name: 'Existing Client',
      email: 'client@spinbook.test',
      password: STRONG,
    });
    await expect(toast(page)).toContainText('Registration Failed');
    await expect(toast(page)).toContainText('An account with this email already exists.');
    consoleErrors.length = 0; // the failed request and the logged error are expected
  });

  test('a seeded demo account signs in and the admin sees the admin page', async ({ page }) => {
    await signInThroughForm(page, 'admin@spinbook.test');
    await expect(page.getByTestId('session-name')).toHaveText('Avery Morgan');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  });

  test('a client is refused the admin panel', async ({ page }) => {
    await signInThroughForm(page, 'client@spinbook.test');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(
      page.getByText("You don't have permission to access the admin panel."),
    ).toBeVisible();
  });

  test('a wrong password says "Sign In Failed" and leaves the person signed out', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/signin');
    await page.getByLabel('Email').fill('client@spinbook.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong#Password1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toast(page)).toContainText('Sign In Failed');
    await expect(toast(page)).toContainText('An error occurred. Please try again.');
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    consoleErrors.length = 0;
  });

  test('after five attempts sign-in is blocked with "Too many attempts"', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/signin');
    await page.getByLabel('Email').fill('client2@spinbook.test');
    for (let i = 0; i < 5; i++) {
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(`Wrong#Password${i}`);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(toast(page)).toContainText('An error occurred. Please try again.');
      await page.getByRole('button', { name: 'Close' }).click();
      await expect(toast(page)).toHaveCount(0);
    }
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toast(page)).toContainText('Too many attempts. Please slow down.');
    await expect(page.getByTestId('session-name')).toHaveCount(0);
    consoleErrors.length = 0;
  });

  test('a signed-out visitor to a protected page signs in and comes back', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/signin\?next=%2Fdashboard$/);
    await page.getByLabel('Email').fill('client@spinbook.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Dashboard');
    await expect(page.getByTestId('session-name')).toHaveText('Jordan Lee');
  });

  test('"Remember me" off keeps the session to this tab only', async ({ page, context }) => {
    await signInForThisTabOnly(page);
    const stored = await page.evaluate(() =>
      Object.keys(sessionStorage).some((k) => k.startsWith('firebase:authUser')),
    );
    expect(stored).toBe(true);
    // A new tab of the same browser does not share a session-only sign-in.
    const other = await context.newPage();
    await other.goto('/');
    await expect(other.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('stored authentication keys are cleared before sign-in; the offline cache stays', async ({
    page,
  }) => {
    // A session-only sign-in as Priya, then keys a stale session left in web storage.
    await signInForThisTabOnly(page);
    const firestoreDbs = () =>
      page.evaluate(async () =>
        (await indexedDB.databases())
          .map((d) => d.name ?? '')
          .filter((name) => name.startsWith('firestore/'))
          .sort(),
      );
    // Her dashboard reads Firestore live (her profile here), which keeps its offline cache in
    // IndexedDB.
    await page.goto('/dashboard?tab=profile');
    await expect(page.getByRole('textbox', { name: 'Display Name' })).toHaveValue('Priya Shah');
    await expect.poll(async () => (await firestoreDbs()).length).toBeGreaterThan(0);
    const cacheBefore = await firestoreDbs();
    await page.evaluate(() => {
      localStorage.setItem('firebase:authUser:stale-key:[DEFAULT]', '{"uid":"stale"}');
      sessionStorage.setItem('firebase:authUser:stale-key:[DEFAULT]', '{"uid":"stale"}');
      localStorage.setItem('spinbook:unrelated', 'kept');
    });

    // Signing in as Jordan (remembered) starts from no stored auth state at all.
    await signInThroughForm(page, 'client@spinbook.test');
    await expect(page.getByTestId('session-name')).toHaveText('Jordan Lee');
    const webStorageAuthKeys = await page.evaluate(() =>
      [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((k) =>
        k.startsWith('firebase:'),
      ),
    );
    expect(webStorageAuthKeys).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('spinbook:unrelated'))).toBe('kept');
    // The one persisted user is Jordan, in IndexedDB.
    const persisted = await page.evaluate(
      () =>
        new Promise<string[]>((resolve, reject) => {
          const open = indexedDB.open('firebaseLocalStorageDb');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result
              .transaction('firebaseLocalStorage')
              .objectStore('firebaseLocalStorage')
              .getAll();
            all.onerror = () => reject(all.error);
            all.onsuccess = () =>
              resolve(
                (all.result as { fbase_key: string; value: { email?: string } }[])
                  .filter((r) => r.fbase_key.startsWith('firebase:authUser:'))
                  .map((r) => r.value.email ?? ''),
              );
          };
        }),
    );
    expect(persisted).toEqual(['client@spinbook.test']);
    // Firestore's offline cache (the PWA's profiles) is still there.
    expect(await firestoreDbs()).toEqual(expect.arrayContaining(cacheBefore));
  });

  test('forgot password sends a reset e-mail through the server and Firebase Auth', async ({
    page,
    request,
  }) => {
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // The address changes before the page's chunk has loaded, and until then the sign-in form
    // (with its own Email field) stays on screen: filling "Email" then typed into it, and
    // Send Reset Link sent an empty form (clean run of 0066ee2: "Required", not a slow server).
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reset Your Password' }),
    ).toBeVisible();
    await page.getByLabel('Email').fill('client@spinbook.test');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    // No other test calls requestPasswordReset: the Functions emulator loads a worker for it
    // here (2.4 s on an idle machine).
    await expect(page.getByText('Check your email.')).toBeVisible({ timeout: 20_000 });
    // The requestPasswordReset callable had the Auth emulator "send" it: the emulator keeps
    // the out-of-band codes, continuing to the app's sign-in page.
    const res = await request.get(
      'http://127.0.0.1:9099/emulator/v1/projects/demo-spinbook/oobCodes',
    );
    const { oobCodes } = (await res.json()) as {
      oobCodes: { email: string; requestType: string; oobLink: string }[];
    };
    const sent = oobCodes.filter(
      (c) => c.email === 'client@spinbook.test' && c.requestType === 'PASSWORD_RESET',
    );
    expect(sent.length).toBeGreaterThan(0);
    const continueUrl = new URL(sent.at(-1)?.oobLink ?? '').searchParams.get('continueUrl');
    expect(continueUrl).toBe(`${new URL(page.url()).origin}/signin`);
  });
});

test.describe('Google sign-in', () => {
  test('loads Google sign-in only when asked, and says so plainly when Google is unreachable', async ({
    page,
    consoleErrors,
  }) => {
    const googleRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('apis.google.com')) googleRequests.push(req.url());
    });
    // Deterministic whatever the network: Google's sign-in script is unreachable.
    // (With internet, the Auth emulator's account chooser would open instead.)
    await page.route('https://apis.google.com/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/signin');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    expect(googleRequests, 'no Google script before the button is pressed').toEqual([]);

    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect.poll(() => googleRequests.length).toBeGreaterThan(0);
    await expect(toast(page)).toContainText('Google Sign In Failed', { timeout: 30_000 });
    await expect(toast(page)).toContainText("Couldn't reach Google sign-in.");
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    consoleErrors.length = 0;
  });
});

test.describe('roles', () => {
  test('a role granted by an admin applies without signing out', async ({ page }) => {
    const email = uniqueEmail('promoted');
    await submitSignUp(page, { name: 'Promoted Person', email, password: STRONG });
    await expect(toast(page)).toContainText('Account Created!');
    await signInThroughForm(page, email, STRONG);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();

    // Roles go only to verified addresses: the person opens the sign-up link first.
    await markEmailVerified(email);
    // The seeded admin grants the role through the setUserRole callable.
    await callAsAdmin('setUserRole', { email, role: 'admin' });

    // The page follows the new claim on its own: no reload, no sign-out.
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible({
      timeout: 20_000,
    });
  });
});
