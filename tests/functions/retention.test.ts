// Every record that would otherwise grow forever carries expireAt = its write time plus its
// collection's retention (src/domain/retention.ts), and firestore.indexes.json declares a TTL
// policy on that field for each of them (decision 0031). The writers are called directly
// against the Firestore emulator.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { sendContactMessageHandler } from '../../functions/src/callable/send-contact-message';
import { rateLimitDocId, tryConsumeAttempt } from '../../functions/src/services/rate-limit';
import { recordSecurityEventLimited } from '../../functions/src/services/security-events';
import { handleBookingWritten } from '../../functions/src/triggers/on-booking-written';
import {
  EXPIRE_AT_FIELD,
  RETENTION_DAYS,
  type RetainedCollection,
} from '../../src/domain/retention';
import { seedBooking } from './booking-fixtures';
import { adminDb, newId } from './helpers';

const DAY_MS = 86_400_000;
const NOW = new Date('2031-03-02T12:00:00Z');

const touched: string[] = [];
afterAll(async () => {
  await Promise.all(touched.map((path) => adminDb.doc(path).delete()));
});

/** The days between a stored document's write time and its expireAt. */
function retentionOf(data: Record<string, unknown> | undefined, writtenAt: Date): number {
  const expireAt = data?.[EXPIRE_AT_FIELD];
  expect(expireAt).toBeInstanceOf(Timestamp);
  return ((expireAt as Timestamp).toMillis() - writtenAt.getTime()) / DAY_MS;
}

describe('records carry their expiry', () => {
  it('rateLimits: every write moves expireAt on by a day', async () => {
    const uid = newId('Rl');
    touched.push(`rateLimits/${uid}`);
    await tryConsumeAttempt(adminDb, { kind: 'uid', id: uid }, 'default', NOW.getTime());
    const first = (await adminDb.doc(`rateLimits/${uid}`).get()).data();
    expect(retentionOf(first, NOW)).toBe(RETENTION_DAYS.rateLimits);
    const later = new Date(NOW.getTime() + 30 * 60_000);
    await recordSecurityEventLimited(
      adminDb,
      { type: 'invalid_input', uid, email: null, details: {}, userAgent: null },
      later,
    );
    const second = (await adminDb.doc(`rateLimits/${uid}`).get()).data();
    expect(retentionOf(second, later)).toBe(RETENTION_DAYS.rateLimits);
  });

  it('rateLimits by address: the hashed record expires too', async () => {
    const key = { kind: 'ip' as const, id: `192.0.2.${Math.floor(Math.random() * 250) + 1}` };
    touched.push(`rateLimits/${rateLimitDocId(key)}`);
    await tryConsumeAttempt(adminDb, key, 'auth_password_reset', NOW.getTime());
    const data = (await adminDb.doc(`rateLimits/${rateLimitDocId(key)}`).get()).data();
    expect(retentionOf(data, NOW)).toBe(RETENTION_DAYS.rateLimits);
  });

  it('contactMessages: a year', async () => {
    const subject = `Retention ${newId('Ct')}`;
    await sendContactMessageHandler(
      {
        data: {
          firstName: 'Ana',
          lastName: 'Silva',
          email: 'ana.silva@example.test',
          subject,
          message: 'How long do you keep this message?',
        },
        rawRequest: { headers: { 'x-forwarded-for': '192.0.2.77' } },
      },
      { db: adminDb, now: () => NOW },
    );
    const snap = await adminDb.collection('contactMessages').where('subject', '==', subject).get();
    touched.push(...snap.docs.map((d) => d.ref.path));
    touched.push(`rateLimits/${rateLimitDocId({ kind: 'ip', id: '192.0.2.77' })}`);
    expect(retentionOf(snap.docs[0]?.data(), NOW)).toBe(RETENTION_DAYS.contactMessages);
  });

  it('mail: a month', async () => {
    const booking = await seedBooking({ status: 'pending' });
    const before = (await adminDb.doc(`bookings/${booking.id}`).get()).data();
    const after = { ...before, status: 'confirmed' };
    const auth = {
      getUser: async (uid: string) => ({ email: `${uid.toLowerCase()}@example.test` }),
    };
    await handleBookingWritten(booking.id, before, after, {
      db: adminDb,
      auth: auth as never,
      origin: 'http://localhost:5000',
      now: () => NOW,
    });
    const mail = await adminDb
      .collection('mail')
      .where('createdAt', '==', NOW)
      .where('to', '==', `${booking.clientUid.toLowerCase()}@example.test`)
      .get();
    touched.push(...mail.docs.map((d) => d.ref.path));
    expect(mail.docs).not.toHaveLength(0);
    for (const doc of mail.docs) expect(retentionOf(doc.data(), NOW)).toBe(RETENTION_DAYS.mail);
  });
});

describe('firestore.indexes.json', () => {
  it('declares a TTL policy on expireAt for every retained collection', () => {
    const indexes = JSON.parse(
      readFileSync(join(__dirname, '../../firestore.indexes.json'), 'utf8'),
    ) as { fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[] };
    const ttl = indexes.fieldOverrides
      .filter((o) => o.ttl === true && o.fieldPath === EXPIRE_AT_FIELD)
      .map((o) => o.collectionGroup)
      .sort();
    expect(ttl).toEqual((Object.keys(RETENTION_DAYS) as RetainedCollection[]).sort());
  });
});
