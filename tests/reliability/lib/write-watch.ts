// Detects writes while hostile calls run: one Admin SDK collection-group listener per
// collection id the app uses. Every document created, changed or deleted after the
// listeners' first snapshot is recorded, wherever it lives.
import type { Firestore } from 'firebase-admin/firestore';

/** Every collection id the rules or the functions name (a group covers subcollections). */
export const APP_COLLECTIONS = [
  'users',
  'notifications',
  'djs',
  'private',
  'reviews',
  'djAvailability',
  'bookings',
  'messages',
  'events',
  'links',
  'config',
  'auditLog',
  'securityEvents',
  'contactMessages',
  'rateLimits',
  'stripeEvents',
  'mail',
] as const;

export interface WriteRecord {
  path: string;
  change: 'added' | 'modified' | 'removed';
}

export interface WriteWatch {
  writes: WriteRecord[];
  /** Waits `quietMs` with no new write (so late trigger writes are counted too). */
  settle(quietMs?: number): Promise<void>;
  stop(): void;
}

export async function watchWrites(
  db: Firestore,
  collections: readonly string[] = APP_COLLECTIONS,
): Promise<WriteWatch> {
  const writes: WriteRecord[] = [];
  let lastWrite = Date.now();
  const stops = await Promise.all(
    collections.map(
      (id) =>
        new Promise<() => void>((resolve, reject) => {
          let first = true;
          const stop = db.collectionGroup(id).onSnapshot(
            (snap) => {
              if (first) {
                first = false;
                resolve(stop);
                return;
              }
              for (const change of snap.docChanges()) {
                writes.push({ path: change.doc.ref.path, change: change.type });
                lastWrite = Date.now();
              }
            },
            (error) => reject(error),
          );
        }),
    ),
  );
  return {
    writes,
    async settle(quietMs = 1500) {
      lastWrite = Math.max(lastWrite, Date.now());
      while (Date.now() - lastWrite < quietMs) await new Promise((r) => setTimeout(r, 100));
    },
    stop: () => stops.forEach((s) => s()),
  };
}
