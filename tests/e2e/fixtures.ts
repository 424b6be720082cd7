import { expect, test as base, type Page } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';

export const DEMO_PASSWORD = 'Spinbook#2026';

/**
 * Every test fails on a console error or an uncaught page error: a route
 * that "renders" while logging errors is not working.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('You have been signed in successfully.');
}

export function toast(page: Page) {
  return page.getByTestId('toast');
}

/** Calls a callable as the seeded admin, through the client SDK, like the admin panel does. */
export async function callAsAdmin<T>(name: string, data: unknown): Promise<T> {
  const app = initializeApp(
    { projectId: 'demo-spinbook', apiKey: 'demo-api-key' },
    `e2e-admin-${Date.now()}-${Math.random()}`,
  );
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
    await signInWithEmailAndPassword(auth, 'admin@spinbook.test', DEMO_PASSWORD);
    const functions = getFunctions(app, 'us-central1');
    connectFunctionsEmulator(functions, '127.0.0.1', 5001);
    return (await httpsCallable<unknown, T>(functions, name)(data)).data;
  } finally {
    await deleteApp(app);
  }
}
