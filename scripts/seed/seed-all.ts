/**
 * Everything `npm run seed` writes, in one function the CLI (scripts/seed.ts)
 * and the admin-only `seedDemoData` callable share: demo accounts, the DJ
 * catalogue, demo bookings with their chats and demo events. And its opposite
 * for the `clearDemoData` callable: bookings (with their messages) and DJ
 * profiles removed, with the events they host and the dj role of their owners (the spec:
 * "deleting [a DJ profile] also removes the dj role row").
 */
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { ClearCounts, SeedCounts, SeedPlan } from '../../src/domain/system-tools';
import { migrateGenres } from '../lib/migrate-genres';
import { migrateReviews } from '../lib/migrate-reviews';
import { defaultStorageBucket } from '../../src/domain/storage-download-url';
import { grantRole } from '../lib/roles';
import { DEMO_ACCOUNTS } from './accounts';
import { CATALOGUE_OWNER_ACCOUNTS, DJ_CATALOGUE } from './djs';
import { seedAccounts } from './seed-accounts';
import { seedDemoBookings } from './seed-bookings';
import { seedDjCatalogue } from './seed-djs';
import { DEMO_EVENT_COUNT, seedDemoEvents } from './seed-events';
import { seedDemoMessages } from './seed-messages';
import { seedDemoPayouts } from './seed-payouts';

export async function seedAll(deps: {
  auth: Auth;
  db: Firestore;
  log?: (message: string) => void;
}): Promise<SeedCounts> {
  const { auth, db } = deps;
  const log = deps.log ?? (() => {});
  const uids = await seedAccounts(auth, db);
  const catalogue = await seedDjCatalogue(auth, db, { uids, log });
  const allUids = new Map(uids);
  for (const dj of catalogue) allUids.set(dj.ownerEmail, dj.id);
  // One clock for the bookings and their chats, so message times and event dates agree.
  const now = new Date();
  const bookings = await seedDemoBookings(db, { uids: allUids, now, log });
  const conversations = await seedDemoMessages(db, { bookings, now, log });
  const verifiedDjUids = catalogue.filter((dj) => dj.status === 'verified').map((dj) => dj.id);
  await seedDemoPayouts(db, { djUids: verifiedDjUids, bookings, now, log });
  const events = await seedDemoEvents(db, { uids: allUids, log });
  // The catalogue holds a profile written before the genre vocabulary (seed-djs.ts): the
  // same migration a real project runs brings it, and anything older, into shape.
  await migrateGenres(db, log);
  // Persisted demo data may hold reviews from before decision 0032 (booking ids as their ids).
  await migrateReviews(db, {
    bucket: defaultStorageBucket(process.env.GCLOUD_PROJECT ?? 'demo-spinbook'),
    log,
  });
  return {
    users: allUids.size,
    djs: catalogue.length,
    bookings: bookings.length,
    messages: conversations.reduce((n, c) => n + c.messageIds.length, 0),
    events: events.length,
  };
}

/** What seedAll writes, counted from the same data it writes (the /testing description). */
export function seedPlan(): SeedPlan {
  return {
    users: DEMO_ACCOUNTS.length + CATALOGUE_OWNER_ACCOUNTS.length,
    djs: DJ_CATALOGUE.length,
    verifiedDjs: DJ_CATALOGUE.filter((dj) => dj.status === 'verified').length,
    events: DEMO_EVENT_COUNT,
  };
}

/**
 * Removes every booking (with messages, payouts and the money its outbox owes), every DJ profile (with contact,
 * reviews and payout account) and every event (with its links), and gives each DJ owner
 * account whose claim is `dj` the `client` role back, through the same grantRole the
 * seed uses (users/{uid}.role follows, their sessions end). Owners are the profiles'
 * ids and the catalogue's accounts, so a clear after a half-finished seed still finds
 * them. An admin's claim is never touched: the admin who clears can seed again.
 */
export async function clearBookingsAndDjs(auth: Auth, db: Firestore): Promise<ClearCounts> {
  const [bookings, events, djRefs] = await Promise.all([
    db.collection('bookings').count().get(),
    db.collection('events').count().get(),
    db.collection('djs').listDocuments(),
  ]);
  const owners = new Set(djRefs.map((ref) => ref.id));
  const catalogueEmails = DJ_CATALOGUE.map((dj) => ({ email: dj.owner.email }));
  const found = await auth.getUsers(catalogueEmails);
  for (const user of found.users) owners.add(user.uid);
  await db.recursiveDelete(db.collection('bookings'));
  await db.recursiveDelete(db.collection('djs'));
  await db.recursiveDelete(db.collection('djAvailability'));
  await db.recursiveDelete(db.collection('payouts'));
  await db.recursiveDelete(db.collection('moneyOutbox'));
  await db.recursiveDelete(db.collection('payoutAccounts'));
  await db.recursiveDelete(db.collection('events'));
  let djRolesReset = 0;
  const uids = [...owners];
  const users = [];
  // getUsers takes at most 100 identifiers a call (synthetic DJs can be thousands).
  for (let i = 0; i < uids.length; i += 100) {
    const chunk = uids.slice(i, i + 100).map((uid) => ({ uid }));
    users.push(...(await auth.getUsers(chunk)).users);
  }
  for (const user of users) {
    if (user.customClaims?.role !== 'dj') continue;
    await grantRole({ auth, db }, user.uid, 'client');
    djRolesReset++;
  }
  return {
    bookings: bookings.data().count,
    djs: djRefs.length,
    events: events.data().count,
    djRolesReset,
  };
}
