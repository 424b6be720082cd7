// Hostile logic, quotas and forged fields (issue 19, invariants 6 and 7): signed-out contact
// messages, events and links beyond their quota, an event stuffed with search tokens, a
// review under someone else's name, link URLs with credentials or a script scheme.
import { addDoc, collection, serverTimestamp } from 'firebase/firestore';
import { signedOutApp } from './attacker';
import type { ScenarioContext } from './harness';
import {
  answered,
  flood,
  quotaOf,
  refusedCall,
  succeeded,
  type LogicKit,
  type Verdict,
} from './logic-attacks-kit';
import {
  addEventLink,
  CONTACT,
  isoDate,
  saveEvent,
  sdkAddLink,
  sdkCreateEvent,
  sdkOutcome,
  sdkReview,
  seedBooking,
  sendContact,
  submitReview,
  type ReviewFields,
} from './logic-attacks-world';
import { call, newPerson, newVerifiedDj, type CallOutcome, type Person } from './people';

const FORGED_NAME = 'Spinbook Trust & Safety';
const FORGED_PHOTO = 'https://evil.example/badge.png';

/** A forged review is contained when refused or stored under the account's own name. */
async function forgedReview(
  ctx: ScenarioContext,
  path: string,
  author: Person,
  write: () => Promise<CallOutcome>,
): Promise<Verdict> {
  const answer = await write();
  // Written straight to the path, or by submitReview under an id of its own (decision 0032).
  const [djs, djId, , bookingId] = path.split('/');
  const reviewId: unknown = (await ctx.db.doc(`reviewAuthors/${bookingId}`).get()).get('reviewId');
  const direct = await ctx.db.doc(path).get();
  const stored =
    direct.exists || typeof reviewId !== 'string'
      ? direct
      : await ctx.db.doc(`${djs}/${djId}/reviews/${reviewId}`).get();
  if (!stored.exists) return refusedCall(answer);
  const name = stored.get('authorName') as unknown;
  const photo = stored.get('authorPhotoUrl') as unknown;
  const own = name === author.name && photo !== FORGED_PHOTO;
  return { refused: own, detail: `stored as "${String(name)}", photo ${String(photo)}` };
}

export async function quotasAndForgeries(
  ctx: ScenarioContext,
  kit: LogicKit,
  deployed: ReadonlySet<string>,
): Promise<void> {
  // In a setup step: its writes (the DJs' profiles and payout accounts) settle before the
  // first attack's window opens, so none is held against it.
  const [dj, linker, nobody, reviewer] = await kit.setup(() =>
    Promise.all([
      newVerifiedDj(ctx, 'Quota DJ'),
      newVerifiedDj(ctx, 'Link DJ'),
      newPerson(ctx, 'client', 'No profile'),
      newPerson(ctx, 'client', 'Forging reviewer'),
    ]),
  );

  // Signed out, one client address: the contact form.
  const anon = signedOutApp();
  const sdkContact = () =>
    sdkOutcome(() =>
      addDoc(collection(anon.db, 'contactMessages'), { ...CONTACT, createdAt: serverTimestamp() }),
    );
  try {
    await kit.attack(7, 'a bot fills the contact form’s honeypot field', async () => {
      const answer = await sendContact(sdkContact, { ...CONTACT, website: 'https://spam.example' });
      // Answered as if sent (so the bot learns nothing) or refused: either way nothing stored.
      return {
        refused: answer.ok || answered(answer),
        detail: answer.ok ? 'answered ok' : answer.code,
      };
    });
    await flood(kit, 7, 'signed-out contact messages', quotaOf('contact_message'), () =>
      sendContact(sdkContact),
    );
    if (deployed.has('sendContactMessage')) {
      await kit.attack(7, 'a signed-out contact message written straight to Firestore', async () =>
        refusedCall(await sdkContact()),
      );
    }
  } finally {
    await anon.close();
  }

  // An account with no profile publishes events; a DJ adds links to one event.
  await flood(
    kit,
    7,
    'events published by an account with no profile',
    quotaOf('event_write'),
    async () => (await saveEvent(nobody, { title: 'Pop-up party' })).outcome,
  );
  const eventId = await kit.setup(
    async () => (await saveEvent(linker, { title: 'Link night' })).eventId,
  );
  if (!eventId) throw new Error('the link DJ could not create an event');
  const ticket = { linkType: 'website', url: 'https://example.com/tickets' };
  await flood(kit, 7, 'links added to one event', quotaOf('event_link'), () =>
    addEventLink(linker, eventId, ticket),
  );

  // Search tokens: at most a bounded list of short words.
  const huge = Array.from({ length: 100 }, (_, i) => `${i}${'x'.repeat(4_000)}`);
  await kit.attack(7, 'an event with 100 search tokens of 4,000 characters (SDK)', async () =>
    refusedCall(await sdkCreateEvent(dj, { title: 'Token stuffing', searchTokens: huge })),
  );
  if (deployed.has('saveEvent')) {
    await kit.attack(
      7,
      'an event with 100 search tokens of 4,000 characters (saveEvent)',
      async () =>
        refusedCall(await call('saveEvent', { title: 'Token stuffing', searchTokens: huge }, dj)),
    );
  }
  await kit.control(7, 'an event with an ordinary title', async () =>
    succeeded((await saveEvent(dj, { title: 'Sunset sessions' })).outcome),
  );

  // Link URLs: credentials and script schemes.
  const eventOfDj = await kit.setup(async () => (await saveEvent(dj, { title: 'Links' })).eventId);
  if (!eventOfDj) throw new Error('the DJ could not create an event');
  for (const url of [
    'https://www.paypal.com@evil.example/login',
    'javascript:alert(document.cookie)',
  ]) {
    await kit.attack(7, `an event link ${url}`, async () =>
      refusedCall(await addEventLink(dj, eventOfDj, { linkType: 'website', url })),
    );
    if (deployed.has('addEventLink')) {
      await kit.attack(7, `an event link ${url} written straight to Firestore`, async () =>
        refusedCall(await sdkAddLink(dj, eventOfDj, { linkType: 'website', url })),
      );
    }
  }
  await kit.control(7, 'an event link https://example.com/tickets', async () =>
    succeeded(await addEventLink(dj, eventOfDj, ticket)),
  );

  // Reviews: the author's name and photo are the account's.
  const forged: ReviewFields = {
    rating: 5,
    comment: 'Verified by our team.',
    authorName: FORGED_NAME,
    authorPhotoUrl: FORGED_PHOTO,
  };
  const [b1, b2, b3] = await kit.setup(() =>
    Promise.all(
      [1, 2, 3].map((i) => seedBooking(ctx, reviewer, dj, 'completed', isoDate(-40 - i))),
    ),
  );
  if (!b1 || !b2 || !b3) throw new Error('no bookings to review');
  const at = (b: string) => `djs/${dj.uid}/reviews/${b}`;
  await kit.attack(
    7,
    `a review signed "${FORGED_NAME}"`,
    () => forgedReview(ctx, at(b1), reviewer, () => submitReview(reviewer, dj.uid, b1, forged)),
    { contained: true },
  );
  if (deployed.has('submitReview')) {
    await kit.attack(
      7,
      `a review signed "${FORGED_NAME}" written straight to Firestore`,
      () => forgedReview(ctx, at(b2), reviewer, () => sdkReview(reviewer, dj.uid, b2, forged)),
      { contained: true },
    );
  }
  await kit.control(7, 'a review under the account’s own name', async () =>
    succeeded(await submitReview(reviewer, dj.uid, b3, { rating: 5, comment: 'Lovely set.' })),
  );
}
