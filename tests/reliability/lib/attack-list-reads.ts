// The attacker's reads of other people's data and its message forgeries (see attack-list.ts).
import {
  collection,
  collectionGroup,
  query,
  serverTimestamp,
  Timestamp,
  where,
  type DocumentData,
} from 'firebase/firestore';
import type { Add, Attack, Attackers } from './attacker';
import type { World } from './attack-world';
import { randomId } from './people';

export function readsAndMessages(w: World, { c, d }: Attackers, add: Add): void {
  const A = w.client.uid;
  const V = w.victim.uid;
  const VD = w.victimDj.uid;
  const now = serverTimestamp();
  const victimBooking = `bookings/${w.booking.victim}`;
  const bookings = collection(c.db, 'bookings');
  const messages = collectionGroup(c.db, 'messages');

  // ---- reading others ------------------------------------------------------------
  add('reading others', 'get another pair’s booking', victimBooking, () => c.get(victimBooking));
  add('reading others', 'list bookings where clientUid = victim', 'bookings', () =>
    c.list(query(bookings, where('clientUid', '==', V))),
  );
  add('reading others', 'list all bookings', 'bookings', () => c.list(bookings));
  add('reading others', 'list my DJ’s bookings (djOwnerUid = DJ)', 'bookings', () =>
    c.list(query(bookings, where('djOwnerUid', '==', VD))),
  );
  add('reading others', 'get another pair’s message', w.message.toVictimDj, () =>
    c.get(w.message.toVictimDj),
  );
  add('reading others', 'list another pair’s messages', `${victimBooking}/messages`, () =>
    c.list(collection(c.db, `${victimBooking}/messages`)),
  );
  add('reading others', 'DJ: list a booking’s messages it is no party of', victimBooking, () =>
    d.list(collection(d.db, `${victimBooking}/messages`)),
  );
  add('reading others', 'messages group: receiverUid = victim', 'messages', () =>
    c.list(query(messages, where('receiverUid', '==', V))),
  );
  add('reading others', 'messages group: receiverUid = a DJ', 'messages', () =>
    c.list(query(messages, where('receiverUid', '==', VD))),
  );
  add('reading others', 'messages group: receiverUid in [me, victim]', 'messages', () =>
    c.list(query(messages, where('receiverUid', 'in', [A, V]))),
  );
  add('reading others', 'messages group: senderUid = victim', 'messages', () =>
    c.list(query(messages, where('senderUid', '==', V))),
  );
  add('reading others', 'messages group: unfiltered', 'messages', () => c.list(messages));
  add('reading others', 'get another user’s users doc', `users/${V}`, () => c.get(`users/${V}`));
  add('reading others', 'list users', 'users', () => c.list(collection(c.db, 'users')));
  add('reading others', 'get another user’s notification', w.notification.victim, () =>
    c.get(w.notification.victim),
  );
  add('reading others', 'list another user’s notifications', `users/${V}/notifications`, () =>
    c.list(collection(c.db, `users/${V}/notifications`)),
  );
  add(
    'reading others',
    'list another user’s push devices (their tokens)',
    `users/${V}/devices`,
    () => c.list(collection(c.db, `users/${V}/devices`)),
  );
  add(
    'reading others',
    'get another user’s notification settings',
    `users/${V}/settings/notifications`,
    () => c.get(`users/${V}/settings/notifications`),
  );
  add('reading others', 'get a DJ’s private contact', `djs/${VD}/private/contact`, () =>
    c.get(`djs/${VD}/private/contact`),
  );
  add('reading others', 'get a pending DJ profile', `djs/${w.dj.uid}`, () =>
    c.get(`djs/${w.dj.uid}`),
  );
  add('reading others', 'get another user’s draft event', w.event.draft, () =>
    c.get(w.event.draft),
  );
  add('reading others', 'list another user’s events (drafts included)', 'events', () =>
    c.list(query(collection(c.db, 'events'), where('ownerUid', '==', V))),
  );
  for (const path of ['config/platform', w.server.stripe, w.server.rateLimit, w.contact]) {
    add('reading others', `get ${path.split('/')[0]}`, path, () => c.get(path));
  }
  for (const id of ['auditLog', 'securityEvents', 'contactMessages', 'mail', 'rateLimits']) {
    add('reading others', `list ${id}`, id, () => c.list(collection(c.db, id)));
  }

  // ---- message spoofing ----------------------------------------------------------
  const ownBooking = `bookings/${w.booking.own}`;
  const msg = (from: string, to: string, booking: string, extra: DocumentData = {}) => ({
    bookingId: booking,
    senderUid: from,
    receiverUid: to,
    content: 'Pay me outside Spinbook: +351 911 111 111',
    type: 'text',
    attachmentUrl: null,
    createdAt: now,
    readAt: null,
    ...extra,
  });
  const m = (booking: string) => `${booking}/messages/atk${randomId(16)}`;
  const m1 = m(ownBooking);
  const m2 = m(ownBooking);
  const m3 = m(victimBooking);
  const m4 = m(`bookings/${w.booking.dj}`);
  const m5 = m('bookings/no-such-booking');
  add('message spoofing', 'create a message directly (skips moderation)', m1, () =>
    c.set(m1, msg(A, VD, w.booking.own)),
  );
  add('message spoofing', 'create a message as the DJ (senderUid spoofed)', m2, () =>
    c.set(m2, msg(VD, A, w.booking.own)),
  );
  add('message spoofing', 'create a message in another pair’s chat as the victim', m3, () =>
    c.set(m3, msg(V, VD, w.booking.victim)),
  );
  add('message spoofing', 'DJ: create a message as its client', m4, () =>
    d.set(m4, msg(V, w.dj.uid, w.booking.dj)),
  );
  add('message spoofing', 'create a message on a booking that does not exist', m5, () =>
    c.set(m5, msg(A, VD, 'no-such-booking')),
  );
  const mine = w.message.fromAttacker;
  const toMe = w.message.toAttacker;
  add('message spoofing', 'own sent message: overwritten (setDoc)', mine, () =>
    c.set(mine, msg(A, VD, w.booking.own)),
  );
  add('message spoofing', 'own sent message: content edited', mine, () =>
    c.update(mine, { content: 'I never said that.' }),
  );
  add('message spoofing', 'own sent message: marked read (as if seen)', mine, () =>
    c.update(mine, { readAt: now }),
  );
  add('message spoofing', 'received message: content edited with readAt', toMe, () =>
    c.update(toMe, { readAt: now, content: 'Sure, pay me in cash.' }),
  );
  add('message spoofing', 'received message: senderUid rewritten', toMe, () =>
    c.update(toMe, { readAt: now, senderUid: A }),
  );
  add('message spoofing', 'received message: readAt back-dated', toMe, () =>
    c.update(toMe, { readAt: Timestamp.fromDate(new Date('2020-01-01T00:00:00Z')) }),
  );
  add(
    'message spoofing',
    'another pair’s message to the DJ: marked read',
    w.message.toVictimDj,
    () => c.update(w.message.toVictimDj, { readAt: now }),
  );
  add(
    'message spoofing',
    'another pair’s message to the client: marked read',
    w.message.toVictim,
    () => c.update(w.message.toVictim, { readAt: now }),
  );
  add('message spoofing', 'own sent message: deleted', mine, () => c.remove(mine));
  add('message spoofing', 'received message: deleted', toMe, () => c.remove(toMe));
  add('message spoofing', 'another pair’s message: deleted', w.message.toVictim, () =>
    c.remove(w.message.toVictim),
  );
}

/**
 * The attackers' own legitimate reads, which must succeed: they show the apps are signed in
 * as who they claim and the world is what the attacks assume, so the refusals are the rules'.
 */
export function legitimateReads(w: World, { c, d, f }: Attackers): Attack[] {
  const own = `bookings/${w.booking.own}`;
  const read = (name: string, path: string, run: () => Promise<unknown>): Attack => ({
    category: 'reading others',
    name,
    path,
    run,
  });
  return [
    read('client: own users doc', `users/${w.client.uid}`, () => c.get(`users/${w.client.uid}`)),
    read('client: own booking', own, () => c.get(own)),
    read('client: own booking’s messages', `${own}/messages`, () =>
      c.list(collection(c.db, `${own}/messages`)),
    ),
    read('client: own unread messages (group query)', 'messages', () =>
      c.list(query(collectionGroup(c.db, 'messages'), where('receiverUid', '==', w.client.uid))),
    ),
    read('client: own bookings query', 'bookings', () =>
      c.list(query(collection(c.db, 'bookings'), where('clientUid', '==', w.client.uid))),
    ),
    read('client: a verified DJ profile', `djs/${w.victimDj.uid}`, () =>
      c.get(`djs/${w.victimDj.uid}`),
    ),
    read('client: a published event', w.event.published, () => c.get(w.event.published)),
    read('DJ: own pending profile', `djs/${w.dj.uid}`, () => d.get(`djs/${w.dj.uid}`)),
    read('DJ: own booking', `bookings/${w.booking.dj}`, () => d.get(`bookings/${w.booking.dj}`)),
    read('mid sign-up: own (missing) users doc', `users/${w.fresh.uid}`, () =>
      f.get(`users/${w.fresh.uid}`),
    ),
  ];
}
