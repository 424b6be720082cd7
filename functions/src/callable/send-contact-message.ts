// sendContactMessage({ firstName, lastName, email, subject, message, website? }): the public
// contact form, signed in or not. The only writer of contactMessages (the rules refuse client
// writes), so it is bounded on the server: the spec's `default` limit (20/h) per client
// address, and per account too when the sender is signed in (a signed-in sender cannot
// escape the account limit by changing networks, nor use up a shared address's quota
// for everyone behind it without also using up their own). A filled honeypot (`website`,
// which people never see) is answered like a success before anything is counted or
// stored: it writes nothing, so it needs no quota, and it must not use up the quota of the
// people who share the bot's address.
import {
  CONTACT_HONEYPOT_FIELD,
  contactInputSchema,
  type SendContactMessageResult,
} from '../../../src/domain/contact-schema';
import { parseWith, type CallableRequestLike } from '../services/callable-context';
import { clientAddress } from '../services/client-address';
import { nowOf, schemaRefusalNotice, type ContentCallableDeps } from '../services/content-callable';
import { consumeAttemptFor } from '../services/rate-limit';
import { expiryFields } from '../../../src/domain/retention';

export async function sendContactMessageHandler(
  request: CallableRequestLike & { rawRequest?: { ip?: unknown } },
  deps: ContentCallableDeps,
): Promise<SendContactMessageResult> {
  const { [CONTACT_HONEYPOT_FIELD]: honeypot, ...fields } = parseWith(
    contactInputSchema,
    request.data,
    schemaRefusalNotice(contactInputSchema, 'Validation Error'),
  );
  if (honeypot) return { sent: true };
  // Signing in is optional here; a token without a uid is treated as signed out.
  const uid =
    typeof request.auth?.uid === 'string' && request.auth.uid !== '' ? request.auth.uid : null;
  const db = deps.db;
  const now = nowOf(deps);
  const ip = clientAddress(request);
  const ua = request.rawRequest?.headers?.['user-agent'];
  const context = { uid, ip, userAgent: typeof ua === 'string' ? ua : null };

  await consumeAttemptFor(db, { kind: 'ip', id: ip }, 'default', now.getTime(), context);
  if (uid !== null) {
    await consumeAttemptFor(db, { kind: 'uid', id: uid }, 'default', now.getTime(), context);
  }

  await db.collection('contactMessages').add({
    ...fields,
    // Signed-in senders are linked to their account so an admin can look them up.
    ...(uid !== null ? { uid } : {}),
    createdAt: now,
    ...expiryFields('contactMessages', now),
  });
  return { sent: true };
}
