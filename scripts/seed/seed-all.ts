/**
 * Everything `npm run seed` writes, in one function the CLI (scripts/seed.ts)
 * and the admin-only `seedDemoData` callable share: demo accounts, the DJ
 * catalogue, demo bookings with their chats and demo events. And its opposite
 * for the `clearDemoData` callable: bookings (with their messages) and DJ
 * profiles removed.
 */
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { ClearCounts, SeedCounts } from '../../src/domain/system-tools';
import { migrateGenres } from '../lib/migrate-genres';
import { seedAccounts } from './seed-accounts';
import { seedDemoBookings } from './seed-bookings';
import { seedDjCatalogue } from './seed-djs';
import { seedDemoEvents } from './seed-events';
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
  return {
    users: allUids.size,
    djs: catalogue.length,
    bookings: bookings.length,
    messages: conversations.reduce((n, c) => n + c.messageIds.length, 0),
    events: events.length,
  };
}

/**
 * Removes every booking (with messages and payouts) and every DJ profile (with contact,
 * reviews and payout account).
 */
export async function clearBookingsAndDjs(db: Firestore): Promise<ClearCounts> {
  const [bookings, djs] = await Promise.all([
    db.collection('bookings').count().get(),
    db.collection('djs').count().get(),
  ]);
  await db.recursiveDelete(db.collection('bookings'));
  await db.recursiveDelete(db.collection('djs'));
  await db.recursiveDelete(db.collection('djAvailability'));
  await db.recursiveDelete(db.collection('payouts'));
  await db.recursiveDelete(db.collection('payoutAccounts'));
  return { bookings: bookings.data().count, djs: djs.data().count };
}
