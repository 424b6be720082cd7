// createPayment through the Functions emulator: in the demo-spinbook project there is no
// Stripe secret, so it runs in demo mode (nothing charged, booking pending at once).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminAuth, adminDb, newPerson, waitFor, type Person } from './helpers';

let client: Person;
let dj: Person;
let djId = '';

beforeAll(async () => {
  client = await newPerson('demo-pay');
  dj = await newPerson('demo-pay-dj');
  djId = dj.user.uid;
  await adminDb.doc(`djs/${djId}`).set({
    ownerUid: djId,
    name: 'Demo Mode DJ',
    status: 'verified',
    hourlyRateCents: 20_000,
  });
});
afterAll(async () => {
  await Promise.all([client.close(), dj.close()]);
});

it('books in demo mode: pending at once, success URL with a demo session id', async () => {
  const eventDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const result = await client.call<{ url: string; bookingId: string; demo: boolean }>(
    'createPayment',
    { djId, eventDate, startTime: '21:00', durationHours: 2, venue: 'Demo Hall', guestCount: 40 },
  );
  expect(result.demo).toBe(true);
  expect(result.url).toMatch(new RegExp(`/payment-success\\?session_id=demo_${result.bookingId}$`));
  const booking = (await adminDb.doc(`bookings/${result.bookingId}`).get()).data() ?? {};
  // $200 × 2 h + $75 equipment, plus 5%: priced on the server from the DJ's rate.
  expect(booking).toMatchObject({
    status: 'pending',
    startTime: '21:00',
    totalCostCents: 49_875,
    payment: { provider: 'demo', status: 'authorized' },
  });
});

it('refuses a sent price instead of ignoring it, and writes no booking', async () => {
  const eventDate = new Date(Date.now() + 35 * 86_400_000).toISOString().slice(0, 10);
  const before = await adminDb
    .collection('bookings')
    .where('clientUid', '==', client.user.uid)
    .get();
  const code = await client
    .call('createPayment', {
      djId,
      eventDate,
      startTime: '21:00',
      durationHours: 2,
      venue: 'Demo Hall',
      guestCount: 40,
      totalCostCents: 1,
    })
    .then(
      () => 'ok',
      (e: { code: string; message: string }) => `${e.code}: ${e.message}`,
    );
  // The client SDK appends the HTTP status to the message.
  expect(code).toMatch(/^functions\/invalid-argument: Unknown field "totalCostCents"\./);
  const after = await adminDb
    .collection('bookings')
    .where('clientUid', '==', client.user.uid)
    .get();
  expect(after.size).toBe(before.size);
});

it('the DJ accepts the demo request through transitionBooking; the date is booked', async () => {
  const eventDate = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const { bookingId } = await client.call<{ bookingId: string }>('createPayment', {
    djId,
    eventDate,
    startTime: '21:00',
    durationHours: 3,
    venue: 'Demo Hall',
    guestCount: 40,
  });
  expect(
    await client
      .call('transitionBooking', { bookingId, action: 'accept' })
      .catch((e: { code: string }) => e.code),
  ).toBe('functions/permission-denied');
  // No payout account yet: the DJ is told to set up payouts (decision 0027).
  const accept = () =>
    dj.call<{ status: string }>('transitionBooking', { bookingId, action: 'accept' });
  expect(await accept().catch((e: { code: string }) => e.code)).toBe(
    'functions/failed-precondition',
  );
  // Demo mode's "Set up payouts": one call, and the account is ready (no Stripe link).
  await adminAuth.setCustomUserClaims(djId, { role: 'dj' });
  await dj.user.getIdToken(true);
  expect(await dj.call('setupPayouts', {})).toEqual({ url: null, state: 'ready' });
  expect((await adminDb.doc(`payoutAccounts/${djId}`).get()).data()).toMatchObject({
    accountId: `demo_acct_${djId}`,
    provider: 'demo',
    transfersActive: true,
  });
  const result = await accept();
  expect(result.status).toBe('confirmed');
  // The DJ's 85% is scheduled: ($200 × 3 h + $75 equipment) × 85% = $573.75.
  expect((await adminDb.doc(`payouts/${bookingId}`).get()).data()).toMatchObject({
    provider: 'demo',
    status: 'scheduled',
    grossCents: 67_500,
    netCents: 57_375,
    amountCents: 57_375,
  });
  const booking = (await adminDb.doc(`bookings/${bookingId}`).get()).data() ?? {};
  expect(booking.payment).toMatchObject({ provider: 'demo', status: 'captured' });
  const availability = (await adminDb.doc(`djAvailability/${djId}`).get()).data();
  expect(availability?.bookedDates).toContain(eventDate);

  // The onBookingWritten trigger told the DJ about the request and the client about the
  // accept, in the app and by a queued e-mail (Trigger Email extension format).
  const notification = (uid: string, id: string) =>
    waitFor(async () => (await adminDb.doc(`users/${uid}/notifications/${id}`).get()).data());
  expect(await notification(djId, `${bookingId}_pending_dj`)).toMatchObject({
    type: 'booking_requested',
    readAt: null,
    link: `/bookings/${bookingId}`,
  });
  expect(await notification(client.user.uid, `${bookingId}_confirmed_client`)).toMatchObject({
    type: 'booking_accepted',
    title: 'Booking accepted',
  });
  const mail = await waitFor(async () =>
    (await adminDb.doc(`mail/${bookingId}_confirmed_client`).get()).data(),
  );
  expect(mail).toMatchObject({
    to: client.email,
    message: { subject: 'Spinbook: Booking accepted' },
  });
});

it('the Stripe webhook says there is none in demo mode', async () => {
  const res = await fetch('http://127.0.0.1:5001/demo-spinbook/us-central1/stripeWebhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
    body: '{}',
  });
  expect(res.status).toBe(404);
});
