// An in-memory stand-in for the Firestore calls the limiter and the security-event log make
// (doc get, transactions with get / set-merge / create, add), for unit tests without the
// emulator. Field transforms such as FieldValue.increment are stored as they are.
import type { Firestore } from 'firebase-admin/firestore';

export interface FakeLimiterDb {
  db: Firestore;
  /** Documents by path ("rateLimits/abc"). */
  docs: Map<string, Record<string, unknown>>;
  /** Every event written, by add() or a transaction's create(). */
  created: { path: string; data: Record<string, unknown> }[];
}

export function fakeLimiterDb(): FakeLimiterDb {
  const docs = new Map<string, Record<string, unknown>>();
  const created: FakeLimiterDb['created'] = [];
  let ids = 0;
  const snapshot = (path: string) => ({
    exists: docs.has(path),
    get: (field: string) => docs.get(path)?.[field],
  });
  const ref = (collection: string, id?: string) => {
    const path = `${collection}/${id ?? `auto${ids++}`}`;
    return { path, get: async () => snapshot(path) };
  };
  const db = {
    collection: (collection: string) => ({
      doc: (id?: string) => ref(collection, id),
      add: async (data: Record<string, unknown>) => {
        const r = ref(collection);
        created.push({ path: r.path, data });
        return r;
      },
    }),
    runTransaction: async <T>(update: (tx: unknown) => Promise<T>) =>
      update({
        get: async (r: { path: string }) => snapshot(r.path),
        set: (r: { path: string }, data: Record<string, unknown>) => {
          docs.set(r.path, { ...(docs.get(r.path) ?? {}), ...data });
        },
        create: (r: { path: string }, data: Record<string, unknown>) => {
          created.push({ path: r.path, data });
        },
      }),
  } as unknown as Firestore;
  return { db, docs, created };
}
