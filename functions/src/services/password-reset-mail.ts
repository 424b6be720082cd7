// Firebase Auth's own password reset e-mail, sent from the server: the Identity Toolkit
// endpoint the web SDK's sendPasswordResetEmail calls (accounts:sendOobCode), authorised with
// the Admin app's OAuth credential instead of the public web API key. Naming the project in
// the body (targetProjectId) is what requires that credential, and the function's service
// account needs firebaseauth.users.sendEmail on it. The Auth emulator takes the token "owner"
// instead, as the Admin SDK sends it there.
import type { App } from 'firebase-admin/app';
import { adminApp, adminDb } from '../lib/admin';
import type { ContentCallableDeps } from './content-callable';

/** 'no-account': Auth knows no account with that address (the caller answers as for 'sent'). */
export type PasswordResetMailOutcome = 'sent' | 'no-account';

export interface PasswordResetMail {
  email: string;
  /** Where Auth's reset page sends the person afterwards: one of the app's own origins. */
  continueUrl: string;
  /** The client's address, so Auth's own abuse checks see the person rather than this server. */
  userIp: string | null;
}

export type SendPasswordResetMail = (mail: PasswordResetMail) => Promise<PasswordResetMailOutcome>;

/** What requestPasswordReset needs (callable/request-password-reset.ts); passwordResetDeps below builds it. */
export interface RequestPasswordResetDeps extends ContentCallableDeps {
  projectId: string;
  /** The Functions emulator: a loopback Origin (the local app) is an allowed continue URL. */
  emulator: boolean;
  sendResetMail: SendPasswordResetMail;
  /** Where APP_ORIGIN is read (allowedOrigins); process.env unless a test says otherwise. */
  env?: NodeJS.ProcessEnv;
}

/** A refusal by Auth other than "no such account": its HTTP status and error code, no e-mail. */
export class PasswordResetMailError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
  ) {
    super(`accounts:sendOobCode answered ${status} ${reason}`);
    this.name = 'PasswordResetMailError';
  }
}

export interface IdentityToolkitMailerOptions {
  projectId: string;
  /** An OAuth 2.0 access token for the project (not used with the emulator). */
  accessToken: () => Promise<string>;
  /** FIREBASE_AUTH_EMULATOR_HOST, when the Auth emulator stands in for Firebase Auth. */
  emulatorHost?: string | undefined;
  fetch?: typeof fetch;
  /** A hung request must not hold the function until its own timeout. */
  timeoutMs?: number;
}

/** The error code in an Identity Toolkit error body ("EMAIL_NOT_FOUND", "INVALID_CONTINUE_URI : …"). */
async function errorReason(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    const message = body.error?.message;
    if (typeof message === 'string') return message.split(/[\s:]/)[0] || 'UNKNOWN';
  } catch {
    // Not JSON (a proxy's error page): the status alone says enough.
  }
  return 'UNKNOWN';
}

export function identityToolkitResetMailer(
  options: IdentityToolkitMailerOptions,
): SendPasswordResetMail {
  const base = options.emulatorHost
    ? `http://${options.emulatorHost}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  const url = `${base}/v1/accounts:sendOobCode`;
  const send = options.fetch ?? fetch;
  return async ({ email, continueUrl, userIp }) => {
    const token = options.emulatorHost ? 'owner' : await options.accessToken();
    const response = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        requestType: 'PASSWORD_RESET',
        email,
        continueUrl,
        targetProjectId: options.projectId,
        ...(userIp !== null ? { userIp } : {}),
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    if (response.ok) return 'sent';
    const reason = await errorReason(response);
    // Projects with e-mail enumeration protection never say this; the others (and the
    // emulator) do, and it must read like a success to the caller.
    if (reason === 'EMAIL_NOT_FOUND') return 'no-account';
    throw new PasswordResetMailError(response.status, reason);
  };
}

/** The mailer for the deployed function (or the Functions emulator), from the Admin app. */
export function adminResetMailer(
  app: App,
  projectId: string,
  env: NodeJS.ProcessEnv = process.env,
): SendPasswordResetMail {
  return identityToolkitResetMailer({
    projectId,
    emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST || undefined,
    accessToken: async () => {
      // initializeApp() without a credential gets the application default one (the
      // function's service account), so this is only missing in a misconfigured app.
      const credential = app.options.credential;
      if (!credential) throw new Error('The Admin app has no credential.');
      return (await credential.getAccessToken()).access_token;
    },
  });
}

/** requestPasswordReset's dependencies in the deployed function (or the Functions emulator). */
export function passwordResetDeps(): RequestPasswordResetDeps {
  const app = adminApp();
  const projectId = app.options.projectId ?? process.env.GCLOUD_PROJECT ?? '';
  return {
    db: adminDb(),
    projectId,
    emulator: process.env.FUNCTIONS_EMULATOR === 'true',
    sendResetMail: adminResetMailer(app, projectId),
  };
}
