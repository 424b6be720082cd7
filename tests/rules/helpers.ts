// Shared set-up for the rules tests (run under `firebase emulators:exec --only firestore`):
// the personas, one RulesTestEnvironment per file, and the table-driven matrix runner.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

export const PROJECT_ID = 'demo-spinbook';

// `firebase emulators:exec` exports FIRESTORE_EMULATOR_HOST; default to firebase.json's port.
const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const portAt = emulatorHost.lastIndexOf(':');
const EMULATOR = {
  host: emulatorHost.slice(0, portAt).replace(/^\[(.*)\]$/, '$1'),
  port: Number(emulatorHost.slice(portAt + 1)),
};

// FIRESTORE_RULES_FILE lets a mutation check run the suite against a loosened
// copy of the rules without touching the repository's file.
const RULES_FILE =
  process.env.FIRESTORE_RULES_FILE ?? new URL('../../firestore.rules', import.meta.url);

// ---- Personas ----------------------------------------------------------------

export const PERSONAS = [
  'signedOut',
  'client',
  'otherClient',
  'djOwner',
  'otherDj',
  'admin',
] as const;
export type Persona = (typeof PERSONAS)[number];
export type SignedInPersona = Exclude<Persona, 'signedOut'>;

/** Each signed-in persona's uid and `role` claim. djOwner owns djs/dj1 and is the DJ on the test bookings. */
export const USERS: Record<SignedInPersona, { uid: string; role: 'client' | 'dj' | 'admin' }> = {
  client: { uid: 'client1', role: 'client' },
  otherClient: { uid: 'client2', role: 'client' },
  djOwner: { uid: 'dj1', role: 'dj' },
  otherDj: { uid: 'dj2', role: 'dj' },
  admin: { uid: 'admin1', role: 'admin' },
};

export const emailOf = (uid: string): string => `${uid}@spinbook.test`;

/** The uid a persona would put in a document; signed out has none, so it borrows a stranger's. */
export function uidOf(persona: Persona): string {
  return persona === 'signedOut' ? 'anonymous' : USERS[persona].uid;
}

// ---- Booking statuses --------------------------------------------------------

// The lifecycle table is the one source of truth (engineering guide, convention 3):
// the per-status cases follow it, so a new status gets rules cases automatically.
export { BOOKING_STATUSES, type BookingStatus } from '../../src/domain/booking-states';

// ---- Environment ---------------------------------------------------------------

export interface RulesEnv {
  /** The Firestore a persona sees (one client per persona and file: new clients cost ~0.2 s each). */
  as(persona: Persona): Firestore;
  /** A Firestore for a custom token (e.g. no e-mail, no role claim). */
  withToken(uid: string, claims?: Record<string, unknown>): Firestore;
  /** Runs `write` with rules disabled (seeding, or removing a doc before a create). */
  withoutRules(write: (db: Firestore) => Promise<unknown>): Promise<void>;
  /** Writes documents (path → data) with rules disabled, in one batch. */
  seedDocs(docs: Record<string, DocumentData>): Promise<void>;
}

// `RulesTestContext.firestore()` is typed as the compat SDK; the modular
// functions unwrap it at runtime (as in firebase's quickstart-testing v9).
export function db(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

/**
 * Registers the hooks of one test file: an environment with firestore.rules,
 * a cleared database before each test, then `seed` written with rules disabled.
 */
export function setupRulesEnv(seed?: () => Record<string, DocumentData>): RulesEnv {
  let testEnv: RulesTestEnvironment | undefined;
  let clients = new Map<Persona, Firestore>();

  const env = (): RulesTestEnvironment => {
    if (!testEnv) throw new Error('The rules test environment is not initialised yet.');
    return testEnv;
  };

  const rules: RulesEnv = {
    as(persona) {
      let client = clients.get(persona);
      if (!client) {
        client =
          persona === 'signedOut'
            ? db(env().unauthenticatedContext())
            : db(
                env().authenticatedContext(USERS[persona].uid, {
                  role: USERS[persona].role,
                  email: emailOf(USERS[persona].uid),
                }),
              );
        clients.set(persona, client);
      }
      return client;
    },
    withToken(uid, claims = {}) {
      return db(env().authenticatedContext(uid, claims));
    },
    async withoutRules(write) {
      await env().withSecurityRulesDisabled(async (context) => {
        await write(db(context));
      });
    },
    async seedDocs(docs) {
      await rules.withoutRules(async (firestore) => {
        const batch = writeBatch(firestore);
        for (const [path, data] of Object.entries(docs)) batch.set(doc(firestore, path), data);
        await batch.commit();
      });
    },
  };

  beforeAll(async () => {
    testEnv = await initializeTestEnvironment({
      // A project of the file's own (the emulator keeps data and rules per project): the
      // files run side by side, and each test's clearFirestore empties only its file's data.
      projectId: `${PROJECT_ID}-${randomUUID().slice(0, 8)}`,
      firestore: {
        rules: readFileSync(RULES_FILE, 'utf8'),
        ...EMULATOR,
      },
    });
    clients = new Map();
  });

  afterAll(async () => {
    await testEnv?.cleanup();
  });

  beforeEach(async () => {
    await env().clearFirestore();
    if (seed) await rules.seedDocs(seed());
  });

  return rules;
}

// ---- Expectations and the persona × operation matrix ----------------------

export type Outcome = 'allow' | 'deny';

/** Always awaited: a bare promise would let a wrong expectation pass. */
export async function expectOutcome(outcome: Outcome, attempt: Promise<unknown>): Promise<void> {
  if (outcome === 'allow') await assertSucceeds(attempt);
  else await assertFails(attempt);
}

export const OPS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Op = (typeof OPS)[number];
export type Matrix = Record<Persona, Record<Op, Outcome>>;
export type Operations = Record<Op, (db: Firestore, persona: Persona) => Promise<unknown>>;

/** One test per persona × operation, each asserting the cell of `matrix`. */
export function describeMatrix(
  title: string,
  rules: RulesEnv,
  matrix: Matrix,
  operations: Operations,
): void {
  describe.each(PERSONAS)(`${title}: as %s`, (persona) => {
    it.each(OPS.map((op) => [op, matrix[persona][op]] as const))('%s → %s', async (op, outcome) => {
      await expectOutcome(outcome, operations[op](rules.as(persona), persona));
    });
  });
}
