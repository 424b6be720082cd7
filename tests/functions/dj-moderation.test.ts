// Moderation that sticks (issue 19): sequences a hostile DJ would try, each with a control
// where the legitimate neighbouring action succeeds. Runs in the Functions emulator (demo
// payments: holds are released without Stripe).
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminProfileDeleteBlocked, profileDeleteBlocked } from '../../src/domain/dj-applications';
import {
  adminAuth,
  adminDb,
  codeOf,
  djApplication,
  newId,
  peopleOfTest,
  roleClaimOf,
  waitFor,
  writeSignUpProfile,
  type Person,
} from './helpers';

const { person, closeAll } = peopleOfTest();

let admin: Person;
const setAutoAccept = (enabled: boolean) => admin.call('setAutoAccept', { enabled });
const review = (djId: string, action: string) =>
  admin.call('reviewDjApplication', { djId, action });
const dj = async (uid: string) => (await adminDb.doc(`djs/${uid}`).get()).data();

// Auto-accept is off unless a test turns it on; each test starts and ends with it off.
const autoAcceptOff = () =>
  adminDb.doc('config/platform').set({ autoAcceptApplications: false, updatedAt: new Date() });
const staff = peopleOfTest();
beforeAll(async () => {
  admin = await staff.person('dj-mod-admin', 'admin');
  await autoAcceptOff();
});
afterAll(() => staff.closeAll());
afterEach(async () => {
  await closeAll();
  await autoAcceptOff();
});

/** A DJ whose application an admin approved (status verified, dj claim). */
async function verifiedDj(prefix: string): Promise<Person> {
  const p = await person(prefix, 'client');
  await p.call('submitDjApplication', djApplication());
  await review(p.user.uid, 'approve');
  await p.user.getIdToken(true);
  return p;
}

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

/** A booking of `djId` in the data-model shape, written with the Admin SDK (demo payments). */
async function seedBooking(
  djId: string,
  status: 'awaiting_payment' | 'pending' | 'confirmed' | 'completed',
  eventDate = isoDay(30),
): Promise<string> {
  const id = newId('Bk');
  const paymentStatus = {
    awaiting_payment: 'awaiting',
    pending: 'authorized',
    confirmed: 'captured',
    completed: 'captured',
  }[status];
  await adminDb.doc(`bookings/${id}`).set({
    clientUid: newId('Cl'),
    clientName: 'Casey Client',
    djId,
    djOwnerUid: djId,
    djName: 'DJ Test Applicant',
    eventDate,
    durationHours: 4,
    eventType: 'wedding',
    venue: 'The Test Hall',
    guestCount: 120,
    equipmentNeeded: false,
    specialRequests: '',
    baseCostCents: 50_000,
    equipmentFeeCents: 0,
    platformFeeCents: 5_000,
    totalCostCents: 55_000,
    status,
    payment: {
      provider: 'demo',
      status: paymentStatus,
      checkoutSessionId: `demo_${id}`,
      paymentIntentId: null,
      refundedCents: 0,
    },
    history: [],
    createdAt: new Date(Date.now() - DAY),
    updatedAt: new Date(Date.now() - DAY),
  });
  return id;
}

const statusOf = async (bookingId: string) =>
  (await adminDb.doc(`bookings/${bookingId}`).get()).data();

describe('suspension and rejection stick', () => {
  it('suspend, delete, re-apply with auto-accept on: pending, marked, not auto-approved', async () => {
    const p = await verifiedDj('dj-mod-suspended');
    const uid = p.user.uid;
    await review(uid, 'suspend');
    const record = (await adminDb.doc(`moderation/${uid}`).get()).data();
    expect(record).toMatchObject({ djStatus: 'suspended', suspendedReason: 'suspended' });

    expect(await codeOf(p.call('deleteDjProfile', {}))).toBe('ok');
    expect((await adminDb.doc(`moderation/${uid}`).get()).data()).toMatchObject({
      djStatus: 'deleted',
      suspendedReason: 'suspended',
    });
    await setAutoAccept(true);
    const again = await p.call<{ status: string }>('submitDjApplication', djApplication());
    expect(again.status).toBe('pending');
    expect(await dj(uid)).toMatchObject({ status: 'pending', priorModeration: 'suspended' });
    expect(await roleClaimOf(uid)).toBe('client');

    // Turning auto-accept on again walks the backlog but leaves this one to an admin.
    await setAutoAccept(false);
    const control = await person('dj-mod-fresh', 'client');
    await control.call('submitDjApplication', djApplication());
    await setAutoAccept(true);
    expect((await dj(uid))?.status).toBe('pending');
    // Control: a first-time applicant in the same backlog was approved.
    expect((await dj(control.user.uid))?.status).toBe('verified');

    // An admin decides: approval clears the mark and the standing.
    expect(await codeOf(review(uid, 'approve'))).toBe('ok');
    const approved = await dj(uid);
    expect(approved?.status).toBe('verified');
    expect(approved).not.toHaveProperty('priorModeration');
    expect((await adminDb.doc(`moderation/${uid}`).get()).get('suspendedReason')).toBeNull();
    expect(await roleClaimOf(uid)).toBe('dj');
  });

  it('reject, delete, re-apply with auto-accept on: pending; a first application: verified', async () => {
    const p = await person('dj-mod-rejected', 'client');
    await p.call('submitDjApplication', djApplication());
    await review(p.user.uid, 'reject');
    await p.call('deleteDjProfile', {});
    await setAutoAccept(true);
    const again = await p.call<{ status: string }>('submitDjApplication', djApplication());
    expect(again.status).toBe('pending');
    expect(await dj(p.user.uid)).toMatchObject({ priorModeration: 'rejected' });
    // Deleting the pending re-application and applying once more changes nothing.
    await p.call('deleteDjProfile', {});
    const third = await p.call<{ status: string }>('submitDjApplication', djApplication());
    expect(third.status).toBe('pending');

    // Control: a first-time applicant is verified at once under auto-accept.
    const fresh = await person('dj-mod-first', 'client');
    const first = await fresh.call<{ status: string }>('submitDjApplication', djApplication());
    expect(first.status).toBe('verified');
    expect(await dj(fresh.user.uid)).not.toHaveProperty('priorModeration');
  });

  it('the DJ cannot read or write their moderation record', async () => {
    const p = await verifiedDj('dj-mod-self');
    await review(p.user.uid, 'suspend');
    await expect(getDoc(doc(p.db, 'moderation', p.user.uid))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(
      setDoc(doc(p.db, 'moderation', p.user.uid), { suspendedReason: null }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('deleting a profile with confirmed dates', () => {
  it('is refused while a confirmed booking is today or later, with what to do', async () => {
    const p = await verifiedDj('dj-mod-booked');
    const booking = await seedBooking(p.user.uid, 'confirmed', isoDay(10));
    expect(await codeOf(p.call('deleteDjProfile', {}))).toBe(
      `functions/failed-precondition: ${profileDeleteBlocked(1)}`,
    );
    expect(await codeOf(admin.call('deleteDjProfile', { djId: p.user.uid }))).toBe(
      `functions/failed-precondition: ${adminProfileDeleteBlocked(1)}`,
    );
    expect((await dj(p.user.uid))?.status).toBe('verified');
    expect((await statusOf(booking))?.status).toBe('confirmed');
    expect(await roleClaimOf(p.user.uid)).toBe('dj');
  });

  it('control: with only past confirmed and completed bookings, deletion works', async () => {
    const p = await verifiedDj('dj-mod-past');
    await seedBooking(p.user.uid, 'confirmed', isoDay(-3));
    await seedBooking(p.user.uid, 'completed', isoDay(-10));
    expect(await codeOf(p.call('deleteDjProfile', {}))).toBe('ok');
    expect(await dj(p.user.uid)).toBeUndefined();
  });
});

describe('suspending or deleting closes open requests', () => {
  it('suspend declines pending requests, ends unpaid ones and cancels confirmed ones still to come (decision 0052)', async () => {
    const p = await verifiedDj('dj-mod-requests');
    const pending = await seedBooking(p.user.uid, 'pending');
    const unpaid = await seedBooking(p.user.uid, 'awaiting_payment');
    const confirmed = await seedBooking(p.user.uid, 'confirmed');
    const played = await seedBooking(p.user.uid, 'confirmed', isoDay(-3));
    const result = await review(p.user.uid, 'suspend');
    expect(result).toMatchObject({
      status: 'suspended',
      closedRequests: 2,
      cancelledBookings: 1,
    });
    expect(await statusOf(pending)).toMatchObject({
      status: 'cancelled',
      cancellation: { by: 'system', reason: 'dj_suspended' },
    });
    expect((await statusOf(unpaid))?.status).toBe('cancelled');
    expect(await statusOf(confirmed)).toMatchObject({
      status: 'cancelled',
      cancellation: { by: 'system', reason: 'dj_suspended', refundPercent: 100 },
    });
    expect((await statusOf(played))?.status).toBe('confirmed');
  });

  it("control: a verified DJ's requests stay open", async () => {
    const p = await verifiedDj('dj-mod-open');
    const pending = await seedBooking(p.user.uid, 'pending');
    const other = await verifiedDj('dj-mod-other');
    await review(other.user.uid, 'suspend');
    expect((await statusOf(pending))?.status).toBe('pending');
  });

  it('deletion (by an admin) closes them too and revokes the owner; by the owner, no revocation', async () => {
    const p = await verifiedDj('dj-mod-deleted');
    const pending = await seedBooking(p.user.uid, 'pending');
    const token = await p.user.getIdToken();
    // Revocation is stored with one-second precision.
    await new Promise((r) => setTimeout(r, 1100));
    const result = await admin.call<{ closedRequests: number }>('deleteDjProfile', {
      djId: p.user.uid,
    });
    expect(result.closedRequests).toBe(1);
    expect(await statusOf(pending)).toMatchObject({
      status: 'cancelled',
      cancellation: { reason: 'dj_deleted' },
    });
    expect(await roleClaimOf(p.user.uid)).toBe('client');
    await expect(adminAuth.verifyIdToken(token, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });

    const self = await verifiedDj('dj-mod-self-delete');
    const selfToken = await self.user.getIdToken();
    await new Promise((r) => setTimeout(r, 1100));
    await self.call('deleteDjProfile', {});
    expect(await roleClaimOf(self.user.uid)).toBe('client');
    // The person chose it: their session goes on, and a refresh brings the client claim.
    await expect(adminAuth.verifyIdToken(selfToken, true)).resolves.toBeDefined();
    expect((await self.user.getIdTokenResult(true)).claims.role).toBe('client');
  });
});

describe('ratings survive delete-and-re-apply', () => {
  it('reviews are kept; the new profile starts from them and from completed bookings', async () => {
    const p = await verifiedDj('dj-mod-ratings');
    const uid = p.user.uid;
    const done = [await seedBooking(uid, 'completed', isoDay(-20))];
    done.push(await seedBooking(uid, 'completed', isoDay(-15)));
    await seedBooking(uid, 'confirmed', isoDay(-2));
    for (const [i, bookingId] of done.entries()) {
      await adminDb.doc(`djs/${uid}/reviews/${bookingId}`).set({
        rating: i === 0 ? 5 : 2,
        comment: 'ok',
        authorUid: newId('Cl'),
        authorName: 'Casey Client',
        authorPhotoUrl: null,
        createdAt: new Date(),
      });
    }
    await p.call('deleteDjProfile', {});
    expect((await adminDb.collection(`djs/${uid}/reviews`).get()).size).toBe(2);
    expect((await adminDb.doc(`djs/${uid}/private/contact`).get()).exists).toBe(false);

    await p.call('submitDjApplication', djApplication());
    expect(await dj(uid)).toMatchObject({
      status: 'pending',
      totalReviews: 2,
      averageRating: 3.5,
      totalBookings: 2,
    });
  });
});

describe('the dj claim comes with approval', () => {
  it('a DJ sign-up gets client; approval gives dj', async () => {
    const p = await person('dj-mod-signup');
    await writeSignUpProfile(p, 'dj');
    expect(await waitFor(() => roleClaimOf(p.user.uid))).toBe('client');
    await p.user.getIdToken(true);
    await p.call('submitDjApplication', djApplication());
    expect(await roleClaimOf(p.user.uid)).toBe('client');
    await review(p.user.uid, 'approve');
    expect(await roleClaimOf(p.user.uid)).toBe('dj');
  });
});
