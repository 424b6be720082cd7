// Hostile logic, privacy (issue 19, invariant 6): the DJ never reads the client's e-mail, and
// every free text another person sees refuses phone numbers and e-mail addresses as chat
// does: booking venue and special requests, display name, DJ name and bio, event title,
// description and venue, review comment. Each has a clean control.
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import type { ScenarioContext } from './harness';
import { refusedCall, succeeded, type LogicKit } from './logic-attacks-kit';
import {
  book,
  djForm,
  EMAIL_TEXT,
  isoDate,
  PHONE_TEXT,
  saveEvent,
  sdkOutcome,
  seedBooking,
  submitReview,
  withApp,
  type EventFields,
} from './logic-attacks-world';
import { call, newPeople, newPerson, newVerifiedDj, type CallOutcome, type Person } from './people';

/** What the DJ's app reads of their bookings: whether the client's e-mail is anywhere in them. */
async function clientEmailReadByDj(
  dj: Person,
  bookingId: string,
  clientEmail: string,
): Promise<CallOutcome> {
  return withApp(dj, (app) =>
    sdkOutcome(async () => {
      const one = await getDoc(doc(app.db, 'bookings', bookingId));
      const mine = await getDocs(
        query(collection(app.db, 'bookings'), where('djOwnerUid', '==', dj.uid)),
      );
      const leaking = [one, ...mine.docs].filter((d) => {
        const text = JSON.stringify(d.data() ?? {}).toLowerCase();
        return 'clientEmail' in (d.data() ?? {}) || text.includes(clientEmail.toLowerCase());
      });
      return { readable: one.exists(), leaking: [...new Set(leaking.map((d) => d.id))] };
    }),
  );
}

export async function privateStaysPrivate(
  ctx: ScenarioContext,
  kit: LogicKit,
  round: number,
): Promise<void> {
  const dj = await newVerifiedDj(ctx, `Private DJ ${round}`);
  const [client, attacker, renamer, cleanClient] = await newPeople(
    ctx,
    'client',
    `Private ${round}-`,
    4,
  );
  const [applicant, cleanApplicant] = await Promise.all([
    newPerson(ctx, 'client', `Chatty applicant ${round}`),
    newPerson(ctx, 'client', `Quiet applicant ${round}`),
  ]);
  if (!client || !attacker || !renamer || !cleanClient) throw new Error('no clients');

  const booked = await kit.setup(() => book(client, dj.uid, isoDate(90 + round)));
  const bookingId = booked.bookingId ?? '';
  let read: CallOutcome | null = null;
  await kit.control(6, `round ${round}: the DJ reads their booking`, async () => {
    read = await clientEmailReadByDj(dj, bookingId, client.email);
    const readable = read.ok && (read.result as { readable: boolean }).readable;
    return readable ? { refused: false } : { refused: true, detail: 'booking not readable' };
  });
  await kit.attack(
    6,
    `round ${round}: the DJ reads the client's e-mail from a booking`,
    async () => {
      const answer = read ?? (await clientEmailReadByDj(dj, bookingId, client.email));
      const leaking = answer.ok ? (answer.result as { leaking: string[] }).leaking : [];
      return {
        refused: leaking.length === 0,
        detail: leaking.length ? `clientEmail on ${leaking.join(', ')}` : undefined,
      };
    },
  );

  // Each off-platform text, refused where another person would read it.
  const refused = (field: string, run: () => Promise<CallOutcome>) =>
    kit.attack(6, `round ${round}: contact details in ${field}`, async () =>
      refusedCall(await run()),
    );
  await refused(
    'a booking venue',
    async () =>
      (await book(attacker, dj.uid, isoDate(95 + round), { venue: `Hall 2, ${EMAIL_TEXT}` }))
        .outcome,
  );
  await refused(
    'a booking’s special requests',
    async () =>
      (await book(attacker, dj.uid, isoDate(96 + round), { specialRequests: PHONE_TEXT })).outcome,
  );
  await kit.control(6, `round ${round}: a booking with clean venue and requests`, async () =>
    succeeded((await book(cleanClient, dj.uid, isoDate(97 + round))).outcome),
  );
  await refused('a display name', () =>
    call('updateDisplayName', { displayName: PHONE_TEXT }, renamer),
  );
  await kit.control(6, `round ${round}: a clean display name`, async () =>
    succeeded(await call('updateDisplayName', { displayName: `Ada Renamed ${round}` }, renamer)),
  );
  await refused('a DJ name (application)', () =>
    call('submitDjApplication', djForm(`DJ ${PHONE_TEXT}`), applicant),
  );
  await refused('a DJ bio (application)', () =>
    call('submitDjApplication', djForm(applicant.name, { bio: `<p>${EMAIL_TEXT}</p>` }), applicant),
  );
  await kit.control(6, `round ${round}: a clean application`, async () =>
    succeeded(await call('submitDjApplication', djForm(cleanApplicant.name), cleanApplicant)),
  );
  await kit.attack(
    6,
    `round ${round}: a pending application carries the dj role claim`,
    async () => {
      const claim = (await ctx.auth.getUser(cleanApplicant.uid)).customClaims?.role as unknown;
      return { refused: claim !== 'dj', detail: `claim ${String(claim)}` };
    },
  );
  await refused('a DJ bio (profile edit)', () =>
    call('updateDjProfile', djForm(dj.name, { bio: `<p>Bookings: ${EMAIL_TEXT}</p>` }), dj),
  );
  await refused('a DJ name (profile edit)', () =>
    call('updateDjProfile', djForm(`${dj.name} ${PHONE_TEXT}`), dj),
  );
  await kit.control(6, `round ${round}: a clean profile edit`, async () =>
    succeeded(
      await call('updateDjProfile', djForm(dj.name, { bio: '<p>Soul all night.</p>' }), dj),
    ),
  );
  const texts: [string, EventFields][] = [
    ['an event title', { title: `Party, ${PHONE_TEXT}` }],
    ['an event description', { title: 'Rooftop party', description: EMAIL_TEXT }],
    ['an event venue', { title: 'Rooftop party', venue: `Roof, ${PHONE_TEXT}` }],
  ];
  for (const [field, fields] of texts) {
    await refused(field, async () => (await saveEvent(dj, fields)).outcome);
  }
  await kit.control(6, `round ${round}: a clean event`, async () =>
    succeeded((await saveEvent(dj, { title: 'Rooftop party', venue: 'The Roof' })).outcome),
  );
  const done = await kit.setup(() =>
    seedBooking(ctx, client, dj, 'completed', isoDate(-30 - round)),
  );
  await refused('a review comment', () =>
    submitReview(client, dj.uid, done, { rating: 4, comment: `Great! ${PHONE_TEXT}` }),
  );
  await kit.control(6, `round ${round}: a clean review`, async () =>
    succeeded(await submitReview(client, dj.uid, done, { rating: 4, comment: 'Great night!' })),
  );
}
