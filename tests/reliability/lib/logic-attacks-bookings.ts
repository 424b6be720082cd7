// Hostile logic, bookings (issue 19, invariants 2 and 3): a booked date stays booked across
// a profile's deletion and re-application; a suspended DJ earns nothing and their open
// requests close; nobody accepts after the event date; a late accept leaves the client a full
// refund for 24 hours, and a cancel is judged against the status the client saw.
import { eventually, type ScenarioContext } from './harness';
import { refusedCall, succeeded, type LogicKit, type Verdict } from './logic-attacks-kit';
import { book, djForm, isoDate, seedBooking, statusOf, transition } from './logic-attacks-world';
import { call, idTokenFor, newPeople, newVerifiedDj, type Person } from './people';

/** A call that must be refused and leave `path`'s status other than `not`. */
async function refusedAndNot(
  ctx: ScenarioContext,
  answer: Promise<Parameters<typeof refusedCall>[0]>,
  path: string,
  not: string,
): Promise<Verdict> {
  const verdict = refusedCall(await answer);
  const status = await statusOf(ctx, path);
  return status === not
    ? { refused: false, detail: `${verdict.detail}; ${path} is ${status}` }
    : verdict;
}

/** One request by each client for `dj`, on consecutive dates from `days` ahead; their ids. */
async function openRequests(dj: Person, clients: Person[], days: number): Promise<string[]> {
  const made = await Promise.all(clients.map((c, i) => book(c, dj.uid, isoDate(days + i))));
  // A request that was not made stops the sequence (a failed check), rather than leaving the
  // attacks after it one request short without saying so.
  return made.map((m, i) => {
    if (m.bookingId !== null) return m.bookingId;
    throw new Error(
      `setup: request ${i + 1} of ${made.length} failed: ${JSON.stringify(m.outcome)}`,
    );
  });
}

/** Every request cancelled with its hold released and its client told (within 10 s). */
async function requestsClosed(ctx: ScenarioContext, requests: readonly string[]): Promise<Verdict> {
  const state = () =>
    Promise.all(
      requests.map(async (id) => {
        const booking = await ctx.db.doc(`bookings/${id}`).get();
        const client = String(booking.get('clientUid'));
        const notice = await ctx.db
          .doc(`users/${client}/notifications/${id}_cancelled_client`)
          .get();
        const status = `${String(booking.get('status'))}/${String(booking.get('payment.status'))}`;
        return `${status}, client ${notice.exists ? 'notified' : 'not notified'}`;
      }),
    );
  const closed = await eventually(async () => {
    const rows = await state();
    return rows.every((r) => r === 'cancelled/released, client notified') ? rows : undefined;
  }, 10_000);
  if (closed && requests.length > 0) return { refused: true };
  return { refused: false, detail: `${requests.length} requests: ${(await state()).join('; ')}` };
}

/** Confirm, delete the profile, re-apply, get booked again on the same date. */
export async function bookedDateStaysBooked(
  ctx: ScenarioContext,
  kit: LogicKit,
  admin: Person,
  round: number,
): Promise<void> {
  const dj = await newVerifiedDj(ctx, `Booked DJ ${round}`);
  const [client, rival, pendingClient, other] = await newPeople(
    ctx,
    'client',
    `Booked ${round}-`,
    4,
  );
  if (!client || !rival || !pendingClient || !other) throw new Error('no clients');
  const date = isoDate(150 + round * 7);
  const otherDate = isoDate(151 + round * 7);

  let confirmed: string | null = null;
  await kit.control(2, `round ${round}: a client books the DJ and the DJ accepts`, async () => {
    const made = await book(client, dj.uid, date);
    if (!made.bookingId) return succeeded(made.outcome, 'createPayment: ');
    confirmed = made.bookingId;
    return succeeded(await transition(dj, made.bookingId, 'accept'), 'accept: ');
  });
  const profile = `djs/${dj.uid}`;
  await kit.attack(
    2,
    `round ${round}: the DJ deletes their profile with a confirmed future booking`,
    async () => {
      const verdict = refusedCall(await call('deleteDjProfile', {}, dj));
      return (await statusOf(ctx, profile)) === 'absent'
        ? { refused: false, detail: `${verdict.detail}; profile deleted` }
        : verdict;
    },
  );
  await kit.attack(2, `round ${round}: an admin deletes that DJ's profile`, async () => {
    const verdict = refusedCall(await call('deleteDjProfile', { djId: dj.uid }, admin));
    return (await statusOf(ctx, profile)) === 'absent'
      ? { refused: false, detail: `${verdict.detail}; profile deleted` }
      : verdict;
  });
  // Whether or not the deletions were refused, the profile and its availability document
  // go (as after any deletion): the date must still be booked, because the booking holds it.
  await kit.setup(async () => {
    await ctx.db.recursiveDelete(ctx.db.doc(profile));
    await ctx.db.doc(`djAvailability/${dj.uid}`).delete();
    dj.idToken = await idTokenFor(dj.email);
    const applied = await call('submitDjApplication', djForm(dj.name), dj);
    if (!applied.ok) throw new Error(`re-application refused: ${applied.code} ${applied.message}`);
    if ((await statusOf(ctx, profile)) !== 'verified') {
      const approved = await call(
        'reviewDjApplication',
        { djId: dj.uid, action: 'approve' },
        admin,
      );
      if (!approved.ok) throw new Error(`approval refused: ${approved.code} ${approved.message}`);
    }
  });
  await kit.attack(
    2,
    `round ${round}: another client books the re-applied DJ on the booked date`,
    async () => {
      const made = await book(rival, dj.uid, date);
      return refusedCall(made.outcome, made.bookingId ? `booking ${made.bookingId}: ` : '');
    },
  );
  const slipped = await kit.setup(() => seedBooking(ctx, pendingClient, dj, 'pending', date));
  await kit.attack(
    2,
    `round ${round}: the re-applied DJ accepts another request for the booked date`,
    () => refusedAndNot(ctx, transition(dj, slipped, 'accept'), `bookings/${slipped}`, 'confirmed'),
  );
  await kit.control(
    2,
    `round ${round}: the re-applied DJ is booked and accepts on another date`,
    async () => {
      const made = await book(other, dj.uid, otherDate);
      if (!made.bookingId) return succeeded(made.outcome, 'createPayment: ');
      return succeeded(await transition(dj, made.bookingId, 'accept'), 'accept: ');
    },
  );
  if (confirmed) {
    const still = await statusOf(ctx, `bookings/${confirmed}`);
    if (still !== 'confirmed') kit.log(`round ${round}: the first booking is now ${still}`);
  }
}

/** Suspend a DJ with open requests: they close, and the DJ can accept none of them. */
export async function suspendedDjEarnsNothing(
  ctx: ScenarioContext,
  kit: LogicKit,
  admin: Person,
  round: number,
): Promise<void> {
  const [dj, fair] = await Promise.all([
    newVerifiedDj(ctx, `Suspended DJ ${round}`),
    newVerifiedDj(ctx, `Fair DJ ${round}`),
  ]);
  const [c1, c2, c3] = await newPeople(ctx, 'client', `Suspension ${round}-`, 3);
  if (!c1 || !c2 || !c3) throw new Error('no clients');
  const requests = await kit.setup(() => openRequests(dj, [c1, c2], 200 + round));
  // Decision 0052: a confirmed booking still to come is cancelled with a full refund.
  const [upcoming, fairBooking] = await kit.setup(() =>
    Promise.all([
      seedBooking(ctx, c3, dj, 'confirmed', isoDate(240 + round)),
      seedBooking(ctx, c3, fair, 'confirmed', isoDate(240 + round)),
    ]),
  );
  await kit.control(
    3,
    `round ${round}: an admin suspends a verified DJ with open requests`,
    async () =>
      succeeded(await call('reviewDjApplication', { djId: dj.uid, action: 'suspend' }, admin)),
  );
  await kit.attack(2, `round ${round}: the suspended DJ's open requests stay open`, () =>
    requestsClosed(ctx, requests),
  );
  await kit.attack(
    2,
    `round ${round}: the suspended DJ's confirmed booking still to come stays confirmed, its client charged`,
    async () => {
      const booking = await ctx.db.doc(`bookings/${upcoming}`).get();
      const state = `${String(booking.get('status'))}/${String(booking.get('cancellation.reason'))}/${String(booking.get('cancellation.refundPercent'))}%`;
      return state === 'cancelled/dj_suspended/100%'
        ? { refused: true }
        : { refused: false, detail: state };
    },
  );
  await kit.control(
    3,
    `round ${round}: a verified DJ's confirmed booking stays confirmed`,
    async () =>
      (await statusOf(ctx, `bookings/${fairBooking}`)) === 'confirmed'
        ? { refused: false }
        : { refused: true, detail: String(await statusOf(ctx, `bookings/${fairBooking}`)) },
  );
  const [first] = requests;
  if (first) {
    await kit.attack(
      3,
      `round ${round}: the suspended DJ accepts a request made before the suspension`,
      () => refusedAndNot(ctx, transition(dj, first, 'accept'), `bookings/${first}`, 'confirmed'),
    );
  }
  const open = await kit.setup(() => seedBooking(ctx, c3, dj, 'pending', isoDate(220 + round)));
  await kit.attack(3, `round ${round}: the suspended DJ accepts a request still open`, () =>
    refusedAndNot(ctx, transition(dj, open, 'accept'), `bookings/${open}`, 'confirmed'),
  );
  await kit.control(3, `round ${round}: a verified DJ accepts a request`, async () => {
    const made = await book(c3, fair.uid, isoDate(230 + round));
    if (!made.bookingId) return succeeded(made.outcome, 'createPayment: ');
    return succeeded(await transition(fair, made.bookingId, 'accept'), 'accept: ');
  });
}

/** Accept after the event date (the hold would be captured, then refunded 0%). */
export async function noLateAccept(
  ctx: ScenarioContext,
  kit: LogicKit,
  round: number,
): Promise<void> {
  const dj = await newVerifiedDj(ctx, `Late DJ ${round}`);
  const [client, other] = await newPeople(ctx, 'client', `Late ${round}-`, 2);
  if (!client || !other) throw new Error('no clients');
  const past = await kit.setup(() => seedBooking(ctx, client, dj, 'pending', isoDate(-2 - round)));
  await kit.attack(3, `round ${round}: the DJ accepts a request whose event date has passed`, () =>
    refusedAndNot(ctx, transition(dj, past, 'accept'), `bookings/${past}`, 'confirmed'),
  );
  // The last day a request can be accepted: the day before its event (UTC), the event date
  // having begun at 00:00 UTC (the server's and the UI's rule).
  const tomorrow = await kit.setup(() => seedBooking(ctx, client, dj, 'pending', isoDate(1)));
  await kit.control(3, `round ${round}: the DJ accepts a request for tomorrow (UTC)`, async () =>
    succeeded(await transition(dj, tomorrow, 'accept')),
  );
  await kit.control(3, `round ${round}: the DJ accepts a request for a future date`, async () => {
    const made = await book(other, dj.uid, isoDate(40 + round));
    if (!made.bookingId) return succeeded(made.outcome, 'createPayment: ');
    return succeeded(await transition(dj, made.bookingId, 'accept'), 'accept: ');
  });
}

/** A DJ with open requests (none confirmed) deletes their profile: the requests close. */
export async function deletionClosesRequests(
  ctx: ScenarioContext,
  kit: LogicKit,
  round: number,
): Promise<void> {
  const dj = await newVerifiedDj(ctx, `Leaving DJ ${round}`);
  const [c1, c2] = await newPeople(ctx, 'client', `Left ${round}-`, 2);
  if (!c1 || !c2) throw new Error('no clients');
  const requests = await kit.setup(() => openRequests(dj, [c1, c2], 240 + round));
  await kit.control(
    2,
    `round ${round}: a DJ with open requests only deletes their profile`,
    async () => succeeded(await call('deleteDjProfile', {}, dj)),
  );
  await kit.attack(2, `round ${round}: the deleted DJ's open requests stay open`, () =>
    requestsClosed(ctx, requests),
  );
  const [first] = requests;
  if (first) {
    dj.idToken = await idTokenFor(dj.email);
    await kit.attack(2, `round ${round}: the deleted DJ accepts one of those requests`, () =>
      refusedAndNot(ctx, transition(dj, first, 'accept'), `bookings/${first}`, 'confirmed'),
    );
  }
}

/**
 * A late accept (issue 39, decision 0053): a request for tomorrow (UTC), less than 24 hours'
 * notice, accepted now. Before, a client who cancelled at once got 0 % back; a "cancel my
 * request" sent as the accept landed cancelled the charged booking.
 */
export async function lateAcceptLeavesAWayBack(
  ctx: ScenarioContext,
  kit: LogicKit,
  round: number,
): Promise<void> {
  const dj = await newVerifiedDj(ctx, `Late-accept DJ ${round}`);
  const [client, racer] = await newPeople(ctx, 'client', `Grace ${round}-`, 2);
  if (!client || !racer) throw new Error('no clients');
  const cancel = (person: Person, bookingId: string, sawStatus: string) =>
    call('transitionBooking', { bookingId, action: 'cancel', sawStatus }, person);
  const [late, raced] = await kit.setup(() =>
    Promise.all([
      seedBooking(ctx, client, dj, 'pending', isoDate(1)),
      seedBooking(ctx, racer, dj, 'pending', isoDate(2)),
    ]),
  );
  await kit.control(3, `round ${round}: the DJ accepts a request for tomorrow (UTC)`, async () =>
    succeeded(await transition(dj, late, 'accept')),
  );
  await kit.control(
    3,
    `round ${round}: the client cancels a second after the late accept`,
    async () => succeeded(await cancel(client, late, 'confirmed')),
  );
  await kit.attack(
    2,
    `round ${round}: a client who cancels a second after a late accept gets nothing back`,
    async () => {
      const booking = await ctx.db.doc(`bookings/${late}`).get();
      const percent = booking.get('cancellation.refundPercent') as unknown;
      return percent === 100
        ? { refused: true }
        : {
            refused: false,
            detail: `${String(booking.get('status'))}, refunded ${String(percent)}%`,
          };
    },
  );
  // The client saw a request; the DJ's accept lands first.
  await kit.control(3, `round ${round}: the DJ accepts a second request`, async () =>
    succeeded(await transition(dj, raced, 'accept')),
  );
  await kit.attack(
    3,
    `round ${round}: a "cancel my request" overtaken by the accept cancels the charged booking`,
    () => refusedAndNot(ctx, cancel(racer, raced, 'pending'), `bookings/${raced}`, 'cancelled'),
  );
  await kit.control(
    3,
    `round ${round}: the client cancels the booking as they now see it`,
    async () => succeeded(await cancel(racer, raced, 'confirmed')),
  );
}
