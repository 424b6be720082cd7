// The attacker's event hijacks, forged reviews, writes to server-only collections and the
// signed-out attempts (see attack-list.ts).
import {
  collection,
  collectionGroup,
  query,
  serverTimestamp,
  Timestamp,
  where,
  type DocumentData,
} from 'firebase/firestore';
import type { Add, Attackers } from './attacker';
import type { World } from './attack-world';
import { randomId } from './people';

export function eventsReviewsServer(w: World, { c, d, anon }: Attackers, add: Add): void {
  const A = w.client.uid;
  const D = w.dj.uid;
  const V = w.victim.uid;
  const VD = w.victimDj.uid;
  const now = serverTimestamp();
  const longAgo = Timestamp.fromDate(new Date('2020-01-01T00:00:00Z'));
  const newId = () => `atk${randomId(16)}`;

  // ---- event hijacking -----------------------------------------------------------
  const theirs = w.event.published;
  const event = (owner: string, extra: DocumentData = {}) => ({
    ownerUid: owner,
    title: 'Free party, bring cash',
    eventType: 'upcoming',
    status: 'published',
    createdAt: now,
    updatedAt: now,
    ...extra,
  });
  add('event hijacking', 'another DJ’s event: title', theirs, () =>
    c.update(theirs, { title: 'Cancelled, see my page', updatedAt: now }),
  );
  add('event hijacking', 'another DJ’s event: ownerUid → me', theirs, () =>
    c.update(theirs, { ownerUid: A, updatedAt: now }),
  );
  add('event hijacking', 'another DJ’s event: archived', theirs, () =>
    c.update(theirs, { status: 'archived', updatedAt: now }),
  );
  add('event hijacking', 'another DJ’s event: taken over (setDoc)', theirs, () =>
    c.set(theirs, event(A)),
  );
  add('event hijacking', 'another DJ’s event: deleted', theirs, () => c.remove(theirs));
  add('event hijacking', 'DJ: another DJ’s event retitled', theirs, () =>
    d.update(theirs, { title: 'Moved to my page', updatedAt: now }),
  );
  const link = `${theirs}/links/${newId()}`;
  add('event hijacking', 'another DJ’s event: link added', link, () =>
    c.set(link, { linkType: 'website', url: 'https://phish.example/tickets', createdAt: now }),
  );
  add('event hijacking', 'another DJ’s event: link url changed', w.event.link, () =>
    c.update(w.event.link, { url: 'https://phish.example/tickets' }),
  );
  add('event hijacking', 'another DJ’s event: link deleted', w.event.link, () =>
    c.remove(w.event.link),
  );
  add('event hijacking', 'another user’s draft: published', w.event.draft, () =>
    c.update(w.event.draft, { status: 'published', updatedAt: now }),
  );
  const e1 = `events/${newId()}`;
  const e2 = `events/${newId()}`;
  const e3 = `events/${newId()}`;
  add('event hijacking', 'publish under someone else’s ownerUid', e1, () => c.set(e1, event(V)));
  add('event hijacking', 'publish on another DJ’s page (djId)', e2, () =>
    c.set(e2, event(A, { djId: VD })),
  );
  add('event hijacking', 'DJ: publish on another DJ’s page (djId)', e3, () =>
    d.set(e3, event(D, { djId: VD })),
  );
  const mine = w.event.own;
  add('event hijacking', 'own event: handed to another owner', mine, () =>
    c.update(mine, { ownerUid: V, updatedAt: now }),
  );
  add('event hijacking', 'own event: attached to another DJ’s page', mine, () =>
    c.update(mine, { djId: VD, updatedAt: now }),
  );
  add('event hijacking', 'own event: createdAt back-dated', mine, () =>
    c.update(mine, { createdAt: longAgo, updatedAt: now }),
  );

  // ---- reviews -------------------------------------------------------------------
  const review = (extra: DocumentData = {}) => ({
    rating: 5,
    comment: 'Best DJ ever!',
    authorUid: A,
    authorName: w.client.name,
    authorPhotoUrl: null,
    createdAt: now,
    ...extra,
  });
  const reviewOf = (dj: string, booking: string) => `djs/${dj}/reviews/${booking}`;
  const r1 = reviewOf(VD, w.booking.own);
  const r2 = reviewOf(VD, w.booking.victimDone);
  const r3 = reviewOf(VD, w.booking.ownDone);
  const r4 = reviewOf(D, w.booking.ownDone);
  const r5 = reviewOf(VD, newId());
  const r6 = reviewOf(D, w.booking.dj);
  add('reviews', 'review of own booking before it is completed', r1, () => c.set(r1, review()));
  add('reviews', 'review of another client’s completed booking', r2, () => c.set(r2, review()));
  add('reviews', 'review in another client’s name', r3, () =>
    c.set(r3, review({ authorUid: V, authorName: w.victim.name })),
  );
  add('reviews', 'review filed under a DJ the booking was not with', r4, () => c.set(r4, review()));
  add('reviews', 'review of a booking that does not exist', r5, () => c.set(r5, review()));
  add('reviews', 'review with rating 50', r3, () => c.set(r3, review({ rating: 50 })));
  add('reviews', 'review back-dated', r3, () => c.set(r3, review({ createdAt: longAgo })));
  add('reviews', 'DJ: review of its own booking', r6, () =>
    d.set(r6, review({ authorUid: D, authorName: w.dj.name })),
  );
  add('reviews', 'another client’s review: rating 1', w.review, () =>
    c.update(w.review, { rating: 1 }),
  );
  add('reviews', 'another client’s review: deleted', w.review, () => c.remove(w.review));
  add('reviews', 'DJ: a review of another DJ deleted', w.review, () => d.remove(w.review));

  // ---- server-only data ----------------------------------------------------------
  const s = w.server;
  add('server-only data', 'config/platform: auto-accept on', 'config/platform', () =>
    c.set('config/platform', { autoAcceptApplications: true, updatedAt: now, updatedBy: A }),
  );
  add('server-only data', 'config: another document', 'config/flags', () =>
    c.set('config/flags', { paymentsDisabled: true }),
  );
  const audit = `auditLog/${newId()}`;
  add('server-only data', 'auditLog: forged approval', audit, () =>
    c.set(audit, { action: 'approve', djId: D, actorUid: 'admin', createdAt: now }),
  );
  add('server-only data', 'auditLog: entry deleted', s.audit, () => c.remove(s.audit));
  const security = `securityEvents/${newId()}`;
  add('server-only data', 'securityEvents: forged event', security, () =>
    c.set(security, { type: 'unauthorized_access', uid: V, createdAt: now }),
  );
  add('server-only data', 'securityEvents: own trail erased', s.security, () =>
    c.remove(s.security),
  );
  const stripe = `stripeEvents/evt_${newId()}`;
  add('server-only data', 'stripeEvents: a coming event pre-marked processed', stripe, () =>
    c.set(stripe, { type: 'charge.refunded', processedAt: now }),
  );
  add('server-only data', 'stripeEvents: processed mark deleted', s.stripe, () =>
    c.remove(s.stripe),
  );
  add('server-only data', 'rateLimits: own counter reset', s.rateLimit, () =>
    c.set(s.rateLimit, {}),
  );
  add('server-only data', 'rateLimits: own counter deleted', s.rateLimit, () =>
    c.remove(s.rateLimit),
  );
  add(
    'server-only data',
    'djAvailability: a DJ’s booked dates cleared',
    `djAvailability/${VD}`,
    () => c.set(`djAvailability/${VD}`, { bookedDates: [], updatedAt: now }),
  );
  add('server-only data', 'DJ: own availability written', `djAvailability/${D}`, () =>
    d.set(`djAvailability/${D}`, { bookedDates: ['2031-01-01'], updatedAt: now }),
  );
  const mail = `mail/${newId()}`;
  add('server-only data', 'mail: e-mail queued as Spinbook', mail, () =>
    c.set(mail, { to: w.victim.email, message: { subject: 'Reset', text: 'Click' } }),
  );
  const phish = `users/${V}/notifications/${newId()}`;
  add('server-only data', 'notification written to another user', phish, () =>
    c.set(phish, {
      type: 'system',
      title: 'Pay here',
      body: '',
      link: '/',
      createdAt: now,
      readAt: null,
    }),
  );
  add('server-only data', 'another user’s notification: marked read', w.notification.victim, () =>
    c.update(w.notification.victim, { readAt: now }),
  );
  const selfNote = `users/${A}/notifications/${newId()}`;
  add('server-only data', 'own notification created', selfNote, () =>
    c.set(selfNote, {
      type: 'system',
      title: 'x',
      body: '',
      link: '/',
      createdAt: now,
      readAt: null,
    }),
  );
  add('server-only data', 'own notification: title changed', w.notification.own, () =>
    c.update(w.notification.own, { readAt: now, title: 'You won' }),
  );
  add('server-only data', 'own notification: deleted', w.notification.own, () =>
    c.remove(w.notification.own),
  );
  // Push (issue 40): another person's devices and preferences, and the server's claims.
  const foreignDevice = `users/${V}/devices/attackerPhone1`;
  add(
    'server-only data',
    'a device added to another user (their pushes to me)',
    foreignDevice,
    () =>
      c.set(foreignDevice, {
        token: 'attacker-token',
        label: 'My phone',
        createdAt: now,
        lastSeenAt: now,
        openChatId: null,
      }),
  );
  const foreignSettings = `users/${V}/settings/notifications`;
  const off = { requests: false, bookingUpdates: false, messages: false, payouts: false };
  add('server-only data', 'another user’s notifications switched off', foreignSettings, () =>
    c.set(foreignSettings, { push: off, email: off, quietHours: null, updatedAt: now }),
  );
  const ownOtherSetting = `users/${A}/settings/anything`;
  add('server-only data', 'own settings: another document', ownOtherSetting, () =>
    c.set(ownOtherSetting, { push: off, email: off, quietHours: null, updatedAt: now }),
  );
  const claim = `pushLog/${V}__${newId()}`;
  add('server-only data', 'pushLog: a coming push pre-claimed (silenced)', claim, () =>
    c.set(claim, { uid: V, claimedAt: now }),
  );
  const sub = `users/${A}/sessions/${newId()}`;
  add('server-only data', 'own users doc: a subcollection', sub, () => c.set(sub, { at: now }));
  add('server-only data', 'contactMessages: someone else’s deleted', w.contact, () =>
    c.remove(w.contact),
  );
  const contact = `contactMessages/${newId()}`;
  add('server-only data', 'contactMessages: sent in another user’s name (uid)', contact, () =>
    c.set(contact, {
      firstName: 'Vic',
      lastName: 'Tim',
      email: w.victim.email,
      subject: 'Delete my account',
      message: 'Please delete my account.',
      uid: V,
      createdAt: now,
    }),
  );

  // ---- signed out ----------------------------------------------------------------
  const n1 = `users/${newId()}`;
  add('signed out', 'create a users doc', n1, () =>
    anon.set(n1, {
      displayName: 'x',
      email: 'x@x.test',
      requestedRole: 'dj',
      createdAt: now,
      updatedAt: now,
    }),
  );
  const b = `bookings/${newId()}`;
  add('signed out', 'create a booking', b, () =>
    anon.set(b, { clientUid: V, djId: VD, djOwnerUid: VD, status: 'confirmed', totalCostCents: 1 }),
  );
  add('signed out', 'get a booking', `bookings/${w.booking.victim}`, () =>
    anon.get(`bookings/${w.booking.victim}`),
  );
  add('signed out', 'messages group: receiverUid = victim', 'messages', () =>
    anon.list(query(collectionGroup(anon.db, 'messages'), where('receiverUid', '==', V))),
  );
  add('signed out', 'get config/platform', 'config/platform', () => anon.get('config/platform'));
  add('signed out', 'list users', 'users', () => anon.list(collection(anon.db, 'users')));
  const e = `events/${newId()}`;
  add('signed out', 'publish an event as someone', e, () => anon.set(e, event(V)));
  const r = reviewOf(VD, w.booking.victimDone);
  add('signed out', 'review a DJ', r, () => anon.set(r, review({ authorUid: V })));
  add('signed out', 'a DJ’s hourlyRateCents', `djs/${VD}`, () =>
    anon.update(`djs/${VD}`, { hourlyRateCents: 1 }),
  );
  add('signed out', 'a message marked read', w.message.toVictim, () =>
    anon.update(w.message.toVictim, { readAt: now }),
  );
  const sc = `contactMessages/${newId()}`;
  add('signed out', 'contactMessages: sent with a user’s uid', sc, () =>
    anon.set(sc, {
      firstName: 'Vic',
      lastName: 'Tim',
      email: w.victim.email,
      subject: 'Hello',
      message: 'Hello there.',
      uid: V,
      createdAt: now,
    }),
  );
}
