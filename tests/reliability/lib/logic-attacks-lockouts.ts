// Hostile logic, quotas that could be turned against someone else and decisions nobody may
// take on their own case (decision 0031): a stranger's reset burst must not lock the owner
// out; cheap bad calls must not blind the security log to a moderation block; an event date
// is at most 2 years ahead; an admin never decides on their own profile or booking. Each
// attack is paired with the control that must still succeed.
import { rateLimitDocId } from '../../../functions/src/services/rate-limit-keys';
import { RATE_LIMITS } from '../../../src/domain/rate-limits';
import type { ScenarioContext } from './harness';
import { refusedCall, succeeded, type LogicKit, type Verdict } from './logic-attacks-kit';
import { book, EMAIL_TEXT, isoDate, seedBooking, transition } from './logic-attacks-world';
import {
  call,
  callFrom,
  idTokenFor,
  newPerson,
  newVerifiedDj,
  randomId,
  type CallOutcome,
  type Person,
} from './people';

/** A documentation-range address (RFC 5737) of its own for each run. */
const addressOf = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

/** A refusal with exactly this code (any other answer is not the refusal under test). */
function refusedWith(outcome: CallOutcome, code: string): Verdict {
  const verdict = refusedCall(outcome);
  if (!verdict.refused || outcome.ok || outcome.code === code) return verdict;
  return { refused: false, detail: `${outcome.code} where ${code} was expected` };
}

async function eventsOf(ctx: ScenarioContext, uid: string, type: string) {
  const snap = await ctx.db
    .collection('securityEvents')
    .where('uid', '==', uid)
    .where('type', '==', type)
    .get();
  return snap.docs.map((d) => d.data());
}

/** Hole 1: the password reset quota is the asker's, never the mailbox owner's. */
async function resetLockout(ctx: ScenarioContext, kit: LogicKit): Promise<void> {
  const owner = await newPerson(ctx, 'client', 'Reset owner');
  const stranger = addressOf();
  const reset = (ip: string) => callFrom('requestPasswordReset', { email: owner.email }, null, ip);
  await kit.setup(async () => {
    for (let i = 0; i < RATE_LIMITS.auth_password_reset.maxAttempts; i++) await reset(stranger);
  });
  await kit.attack(7, "a stranger's 4th reset request for someone else's address", async () =>
    refusedWith(await reset(stranger), 'resource-exhausted'),
  );
  await kit.control(7, "the owner resets their own password after a stranger's burst", async () => {
    const outcome = await reset(addressOf());
    if (!outcome.ok) return succeeded(outcome);
    const sent = (outcome.result as { sent?: unknown }).sent === true;
    return sent ? { refused: false } : { refused: true, detail: 'answered without sent: true' };
  });
}

/** Hole 2: a burst of cheap bad calls does not use up the quota a moderation block needs. */
async function logStaysOpen(ctx: ScenarioContext, kit: LogicKit): Promise<void> {
  const [client, dj] = await Promise.all([
    newPerson(ctx, 'client', 'Log flooder'),
    newVerifiedDj(ctx, 'Log DJ'),
  ]);
  const bookingId = await seedBooking(ctx, client, dj, 'confirmed', isoDate(60));
  const message = (content: string, messageId = randomId(20)) =>
    call('sendMessage', { bookingId, messageId, content }, client);
  await kit.setup(async () => {
    // Each an invalid_input event: one more than the whole hourly quota of that kind.
    for (let i = 0; i <= 30; i++) await message('Hello', 'not-a-message-id');
  });
  await kit.attack(7, 'an off-platform chat message after 31 cheap bad calls', async () =>
    refusedWith(await message(EMAIL_TEXT), 'invalid-argument'),
  );
  await kit.control(7, 'that moderation block is still in the security log', async () => {
    const blocks = await eventsOf(ctx, client.uid, 'moderation_blocked');
    return blocks.length > 0
      ? { refused: false }
      : { refused: true, detail: 'no moderation_blocked event recorded' };
  });
}

/** Hole 3: event dates are bounded (the payout's due date must fit in a Firestore timestamp). */
async function eventDateBound(ctx: ScenarioContext, kit: LogicKit): Promise<void> {
  // As setup: the DJ's payout account, written last, must not land in the first attack's window
  // (a local run on 2026-12-06 counted it as changed by the refused booking).
  const [client, dj] = await kit.setup(() =>
    Promise.all([newPerson(ctx, 'client', 'Far booker'), newVerifiedDj(ctx, 'Far DJ')]),
  );
  await kit.attack(8, 'a booking dated 9999-12-31', async () =>
    refusedWith((await book(client, dj.uid, '9999-12-31')).outcome, 'invalid-argument'),
  );
  await kit.attack(8, 'an event saved for 9999-12-31', async () =>
    refusedWith(
      await call(
        'saveEvent',
        { title: 'Far party', eventDate: '9999-12-31T20:00:00.000Z', status: 'published' },
        client,
      ),
      'invalid-argument',
    ),
  );
  await kit.control(8, 'a booking 23 months ahead is made and the DJ accepts it', async () => {
    const made = await book(client, dj.uid, isoDate(700));
    if (!made.bookingId) return succeeded(made.outcome, 'createPayment: ');
    return succeeded(await transition(dj, made.bookingId, 'accept'), 'accept: ');
  });
}

/** Hole 4: an admin never decides on their own profile or bookings. */
async function noOwnCase(ctx: ScenarioContext, kit: LogicKit): Promise<void> {
  const [self, other, client] = await Promise.all([
    newVerifiedDj(ctx, 'Admin DJ'),
    newPerson(ctx, 'admin', 'Other admin'),
    newPerson(ctx, 'client', 'Own-case client'),
  ]);
  // The DJ is made an admin, then suspended by another admin.
  await ctx.auth.setCustomUserClaims(self.uid, { role: 'admin' });
  const selfAdmin: Person = { ...self, role: 'admin', idToken: await idTokenFor(self.email) };
  await kit.setup(() => call('reviewDjApplication', { djId: self.uid, action: 'suspend' }, other));
  await kit.attack(4, 'an admin reactivates their own suspended DJ profile', async () =>
    refusedWith(
      await call('reviewDjApplication', { djId: self.uid, action: 'reactivate' }, selfAdmin),
      'permission-denied',
    ),
  );
  const bookingId = await kit.setup(() =>
    seedBooking(ctx, selfAdmin, client, 'completed', isoDate(-2)),
  );
  await kit.attack(4, 'an admin resolves the payout problem of their own booking', async () =>
    refusedWith(
      await call('resolvePayoutProblem', { bookingId, resolution: 'refund' }, selfAdmin),
      'permission-denied',
    ),
  );
  await kit.control(4, 'another admin reactivates the same profile', async () =>
    succeeded(await call('reviewDjApplication', { djId: self.uid, action: 'reactivate' }, other)),
  );
  // Hole 6: the limiter that counted those admin actions expires (TTL on expireAt).
  await kit.control(7, "the admin's rate-limit record carries its expiry", async () => {
    const limiter = await ctx.db
      .doc(`rateLimits/${rateLimitDocId({ kind: 'uid', id: other.uid })}`)
      .get();
    return limiter.get('expireAt') !== undefined
      ? { refused: false }
      : { refused: true, detail: 'rateLimits record without expireAt' };
  });
}

export async function lockoutsAndOwnCases(ctx: ScenarioContext, kit: LogicKit): Promise<void> {
  await resetLockout(ctx, kit);
  await logStaysOpen(ctx, kit);
  await eventDateBound(ctx, kit);
  await noOwnCase(ctx, kit);
}
