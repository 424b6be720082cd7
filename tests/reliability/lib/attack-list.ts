// Every write and read the security rules must refuse, as a scripted attacker makes them
// through the web SDK: `c` is a signed-in client, `d` a client who signed up as a DJ (profile
// pending), `f` an account mid sign-up (no users document, no role claim), `anon` signed out.
// Payloads are otherwise well-formed where that matters (the real shape, serverTimestamp()),
// so a refusal is for the one thing the attack changes, not for a sloppy document.
import { deleteField, serverTimestamp, type DocumentData } from 'firebase/firestore';
import type { Attack, Attackers, Category } from './attacker';
import { eventsReviewsServer } from './attack-list-content';
import { readsAndMessages } from './attack-list-reads';
import type { World } from './attack-world';
import { randomId } from './people';

export function attackList(w: World, { c, d, f, anon }: Attackers): Attack[] {
  const list: Attack[] = [];
  const add = (category: Category, name: string, path: string, run: () => Promise<unknown>) =>
    list.push({ category, name, path, run });
  const A = w.client.uid;
  const D = w.dj.uid;
  const V = w.victim.uid;
  const VD = w.victimDj.uid;
  const now = serverTimestamp();
  const newId = () => `atk${randomId(16)}`;
  const signUp = (p: { email: string; name: string }, extra: DocumentData = {}) => ({
    displayName: p.name,
    email: p.email,
    requestedRole: 'client',
    createdAt: now,
    updatedAt: now,
    ...extra,
  });

  // ---- role escalation ---------------------------------------------------------
  const me = `users/${A}`;
  add('role escalation', 'own users doc: role admin (update)', me, () =>
    c.update(me, { role: 'admin', updatedAt: now }),
  );
  add('role escalation', 'own users doc: role admin (merge)', me, () =>
    c.set(me, { role: 'admin', updatedAt: now }, true),
  );
  add('role escalation', 'own users doc: replaced with role admin', me, () =>
    c.set(me, signUp(w.client, { role: 'admin' })),
  );
  add('role escalation', 'own users doc: claimsUpdatedAt (force a token refresh)', me, () =>
    c.update(me, { claimsUpdatedAt: now, updatedAt: now }),
  );
  add('role escalation', 'own users doc: requestedRole admin', me, () =>
    c.update(me, { requestedRole: 'admin', updatedAt: now }),
  );
  add('role escalation', 'own users doc: requestedRole client → dj after sign-up', me, () =>
    c.update(me, { requestedRole: 'dj', updatedAt: now }),
  );
  add('role escalation', 'own users doc: role removed', me, () =>
    c.update(me, { role: deleteField(), updatedAt: now }),
  );
  add('role escalation', 'own users doc: deleted (to sign up again)', me, () => c.remove(me));
  add('role escalation', 'DJ: own users doc role admin', `users/${D}`, () =>
    d.update(`users/${D}`, { role: 'admin', updatedAt: now }),
  );
  const fresh = `users/${w.fresh.uid}`;
  add('role escalation', 'sign-up: requestedRole admin', fresh, () =>
    f.set(fresh, signUp(w.fresh, { requestedRole: 'admin' })),
  );
  add('role escalation', 'sign-up: role admin beside requestedRole client', fresh, () =>
    f.set(fresh, signUp(w.fresh, { role: 'admin' })),
  );
  add('role escalation', 'sign-up: claimsUpdatedAt beside requestedRole', fresh, () =>
    f.set(fresh, signUp(w.fresh, { claimsUpdatedAt: now })),
  );
  add('role escalation', 'sign-up: someone else’s e-mail', fresh, () =>
    f.set(fresh, signUp({ ...w.fresh, email: w.victim.email })),
  );
  add('role escalation', 'create another user’s users doc', fresh, () =>
    c.set(fresh, signUp(w.fresh, { requestedRole: 'dj' })),
  );
  const victimUser = `users/${V}`;
  add('role escalation', 'another user’s users doc: role admin', victimUser, () =>
    c.update(victimUser, { role: 'admin', updatedAt: now }),
  );
  add('role escalation', 'another user’s users doc: display name', victimUser, () =>
    c.update(victimUser, { displayName: 'Hacked', updatedAt: now }),
  );
  add('role escalation', 'another user’s users doc: deleted', victimUser, () =>
    c.remove(victimUser),
  );

  // ---- self-verification -------------------------------------------------------
  const ownDj = `djs/${D}`;
  add('self-verification', 'own pending profile: status verified', ownDj, () =>
    d.update(ownDj, { status: 'verified', updatedAt: now }),
  );
  add('self-verification', 'own pending profile: verified flags (merge)', ownDj, () =>
    d.set(ownDj, { status: 'verified', verified: true, verifiedAt: now }, true),
  );
  add('self-verification', 'own pending profile: averageRating 5, totalReviews 250', ownDj, () =>
    d.update(ownDj, { averageRating: 5, totalReviews: 250 }),
  );
  add('self-verification', 'own pending profile: totalBookings 500', ownDj, () =>
    d.update(ownDj, { totalBookings: 500 }),
  );
  add('self-verification', 'own pending profile: unsanitised bio', ownDj, () =>
    d.update(ownDj, { bio: '<img src=x onerror=alert(1)>' }),
  );
  add('self-verification', 'own pending profile: replaced by a verified one', ownDj, () =>
    d.set(ownDj, { ownerUid: D, name: w.dj.name, status: 'verified', createdAt: now }),
  );
  add('self-verification', 'client: create own verified profile', `djs/${A}`, () =>
    c.set(`djs/${A}`, { ownerUid: A, name: w.client.name, status: 'verified', createdAt: now }),
  );
  add('self-verification', 'own private contact written directly', `${ownDj}/private/contact`, () =>
    d.set(`${ownDj}/private/contact`, { phone: '+100', email: w.dj.email, updatedAt: now }),
  );
  add('self-verification', 'another DJ’s profile: suspended', `djs/${VD}`, () =>
    d.update(`djs/${VD}`, { status: 'suspended' }),
  );
  add('self-verification', 'another DJ’s profile: deleted', `djs/${VD}`, () =>
    d.remove(`djs/${VD}`),
  );

  // ---- price edits ---------------------------------------------------------------
  add('price edits', 'own profile: hourlyRateCents (only the callable may)', ownDj, () =>
    d.update(ownDj, { hourlyRateCents: 99_900 }),
  );
  add('price edits', 'DJ: another DJ’s hourlyRateCents 1', `djs/${VD}`, () =>
    d.update(`djs/${VD}`, { hourlyRateCents: 1 }),
  );
  add('price edits', 'client: a DJ’s hourlyRateCents 1', `djs/${VD}`, () =>
    c.update(`djs/${VD}`, { hourlyRateCents: 1 }),
  );
  add('price edits', 'DJ: another DJ’s hourlyRateCents 0 (merge)', `djs/${VD}`, () =>
    d.set(`djs/${VD}`, { hourlyRateCents: 0 }, true),
  );
  const own = `bookings/${w.booking.own}`;
  add('price edits', 'own booking: totalCostCents 1', own, () =>
    c.update(own, { totalCostCents: 1 }),
  );
  add('price edits', 'own booking: fees zeroed', own, () =>
    c.update(own, { baseCostCents: 0, platformFeeCents: 0, equipmentFeeCents: 0 }),
  );
  add('price edits', 'own booking: refundedCents = the total', own, () =>
    c.update(own, { 'payment.refundedCents': 53_550 }),
  );
  const djBooking = `bookings/${w.booking.dj}`;
  add('price edits', 'DJ: own booking’s total ×10', djBooking, () =>
    d.update(djBooking, { totalCostCents: 535_500 }),
  );

  // ---- booking forgery -----------------------------------------------------------
  const forged = (extra: DocumentData) => ({
    clientUid: A,
    clientName: w.client.name,
    djId: VD,
    djOwnerUid: VD,
    djName: w.victimDj.name,
    eventDate: '2031-06-01',
    durationHours: 4,
    eventType: 'wedding',
    venue: 'Forged Hall',
    guestCount: 100,
    equipmentNeeded: false,
    baseCostCents: 100,
    equipmentFeeCents: 0,
    platformFeeCents: 0,
    totalCostCents: 100,
    status: 'pending',
    payment: { provider: 'demo', status: 'authorized', refundedCents: 0 },
    createdAt: now,
    updatedAt: now,
    ...extra,
  });
  const b1 = `bookings/${newId()}`;
  const b2 = `bookings/${newId()}`;
  const b3 = `bookings/${newId()}`;
  add('booking forgery', 'create: forged price (100 cents)', b1, () => c.set(b1, forged({})));
  add('booking forgery', 'create: confirmed and captured', b2, () =>
    c.set(b2, forged({ status: 'confirmed', payment: { status: 'captured' } })),
  );
  add('booking forgery', 'create: on someone else’s behalf', b3, () =>
    c.set(b3, forged({ clientUid: V, clientName: w.victim.name })),
  );
  add('booking forgery', 'own booking: status completed (to unlock a review)', own, () =>
    c.update(own, { status: 'completed', updatedAt: now }),
  );
  add('booking forgery', 'own booking: cancelled with a full refund', own, () =>
    c.update(own, { status: 'cancelled', 'payment.status': 'refunded', updatedAt: now }),
  );
  add('booking forgery', 'own booking: payment released', own, () =>
    c.update(own, { 'payment.status': 'released' }),
  );
  add('booking forgery', 'own booking: pinned on another client', own, () =>
    c.update(own, { clientUid: V }),
  );
  add('booking forgery', 'own booking: deleted', own, () => c.remove(own));
  add('booking forgery', 'DJ: accept by writing status confirmed', djBooking, () =>
    d.update(djBooking, { status: 'confirmed', updatedAt: now }),
  );
  add('booking forgery', 'DJ: payment captured', djBooking, () =>
    d.update(djBooking, { 'payment.status': 'captured' }),
  );
  const victimBooking = `bookings/${w.booking.victim}`;
  add('booking forgery', 'another pair’s booking: cancelled', victimBooking, () =>
    c.update(victimBooking, { status: 'cancelled' }),
  );
  add('booking forgery', 'another pair’s booking: taken over (setDoc)', victimBooking, () =>
    c.set(victimBooking, forged({ status: 'confirmed' })),
  );

  readsAndMessages(w, { c, d, f, anon }, add);
  eventsReviewsServer(w, { c, d, f, anon }, add);
  return list;
}
