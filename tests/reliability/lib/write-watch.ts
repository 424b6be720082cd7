import { isDeepStrictEqual } from 'node:util';
// Detects writes while hostile calls run: one Admin SDK collection-group listener per
// collection id the app uses. Every document created, changed or deleted after the
// listeners' first snapshot is recorded, wherever it lives.
import type { Firestore } from 'firebase-admin/firestore';

/** Every collection id the rules or the functions name (a group covers subcollections). */
export const APP_COLLECTIONS = [
  'users',
  'notifications',
  'devices',
  'settings',
  'pushLog',
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
  /** For 'modified': the top-level fields whose value changed. */
  fields?: string[];
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
  // The last data seen per document, to name the fields a modification changed.
  const last = new Map<string, Record<string, unknown>>();
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
                for (const d of snap.docs) last.set(d.ref.path, d.data());
                resolve(stop);
                return;
              }
              for (const change of snap.docChanges()) {
                const path = change.doc.ref.path;
                const data = change.doc.data();
                const before = last.get(path);
                const record: WriteRecord = { path, change: change.type };
                if (change.type === 'modified' && before)
                  record.fields = changedFields(before, data);
                if (change.type === 'removed') last.delete(path);
                else last.set(path, data);
                writes.push(record);
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

function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => !isDeepStrictEqual(before[k], after[k]));
}
