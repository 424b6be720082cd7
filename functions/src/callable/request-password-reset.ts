// requestPasswordReset({ email }): the Forgot Password form, signed out. The spec's
// `auth_password_reset` limit (3 an hour) is counted per client address: a bot on one address
// (cycling through victims) is refused, and only that address is. Each mailbox also has a cap
// (`auth_password_reset_mailbox`, 5 an hour) that nobody is refused by: past it, no e-mail is
// sent but the answer is the same `{ sent: true }`. So a stranger asking for someone else's
// address can never lock the owner out with a refusal (decision 0031); a botnet aimed at one
// mailbox still cannot flood it. Firebase Auth sends the e-mail (services/password-reset-mail.ts).
//
// The answer is the same whether or not an account has the address, and whether or not the
// cap was reached: no account enumeration. Unknown addresses are counted too.
import { HttpsError } from 'firebase-functions/v2/https';
import {
  forgotPasswordSchema,
  type RequestPasswordResetResponse,
} from '../../../src/domain/auth-forms';
import { GENERIC_ERROR } from '../../../src/domain/messages';
import { appOrigin } from '../services/app-origin';
import { parseWith, type CallableRequestLike } from '../services/callable-context';
import { clientAddress, UNKNOWN_ADDRESS } from '../services/client-address';
import { nowOf, schemaRefusalNotice } from '../services/content-callable';
import type { RequestPasswordResetDeps } from '../services/password-reset-mail';
import { consumeAttemptFor, tryConsumeAttempt } from '../services/rate-limit';
import { recordSecurityEvent } from '../services/security-events';

const headerOf = (request: CallableRequestLike, name: string): string | undefined => {
  const value = request.rawRequest?.headers?.[name];
  return typeof value === 'string' ? value : undefined;
};

export async function requestPasswordResetHandler(
  request: CallableRequestLike & { rawRequest?: { ip?: unknown } },
  deps: RequestPasswordResetDeps,
): Promise<RequestPasswordResetResponse> {
  const { email } = parseWith(
    forgotPasswordSchema,
    request.data,
    schemaRefusalNotice(forgotPasswordSchema, 'Validation Error'),
  );
  const now = nowOf(deps).getTime();
  const ip = clientAddress(request);
  const uid =
    typeof request.auth?.uid === 'string' && request.auth.uid !== '' ? request.auth.uid : null;
  const context = { uid, email, ip, userAgent: headerOf(request, 'user-agent') ?? null };

  // The address first: a bot past its own quota is refused before it can use up the next
  // victim's mailbox cap as well.
  await consumeAttemptFor(deps.db, { kind: 'ip', id: ip }, 'auth_password_reset', now, context);
  const mailbox = await tryConsumeAttempt(
    deps.db,
    { kind: 'email', id: email },
    'auth_password_reset_mailbox',
    now,
  );
  if (!mailbox.allowed) {
    // Never a refusal: whoever asks (perhaps the owner) gets the same answer as when it is sent.
    if (mailbox.newlyBlocked) {
      await recordSecurityEvent(deps.db, {
        type: 'rate_limit_exceeded',
        uid,
        email,
        details: { action: 'auth_password_reset_mailbox', key: 'email' },
        userAgent: context.userAgent,
        ip,
      });
    }
    return { sent: true };
  }

  // Never a URL from the request: the Origin header picks one of the app's own origins.
  const origin = appOrigin(headerOf(request, 'origin'), deps.projectId, {
    emulator: deps.emulator,
    ...(deps.env ? { env: deps.env } : {}),
  });
  try {
    // 'no-account' gets the same answer as 'sent'.
    await deps.sendResetMail({
      email,
      continueUrl: `${origin}/signin`,
      userIp: ip === UNKNOWN_ADDRESS ? null : ip,
    });
  } catch (error) {
    // The log keeps Auth's reason (no e-mail address in it); the caller learns nothing more.
    console.error('requestPasswordReset: Auth did not send the reset e-mail', error);
    throw new HttpsError('internal', GENERIC_ERROR);
  }
  return { sent: true };
}
