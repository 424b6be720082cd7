// Faults for the money scenarios: a payment gateway whose money moves (capture, release,
// refund, transfer, reversal) can stop the "process" just before or just after Stripe, and a
// Firestore whose transactions fail from the n-th on. Reads and links go straight through.
import type { Firestore } from 'firebase-admin/firestore';
import type { PaymentGateway } from '../../../functions/src/services/payment-gateway';

/** What a stopped process's pending call looks like: it never settles. */
const never = new Promise<never>(() => {});

const MONEY_MOVES: ReadonlySet<string> = new Set([
  'capture',
  'release',
  'refund',
  'transfer',
  'reverseTransfer',
]);

/** Where the next money move stops the process: before Stripe, or after Stripe answered. */
export class Faults {
  hangBefore = false;
  hangAfter = false;
  private markHung: () => void = () => {};
  /** Settles when the "process" stops at the hang, so a run is not judged by a clock. */
  readonly hung = new Promise<void>((resolve) => (this.markHung = resolve));

  async around<T>(call: () => Promise<T>): Promise<T> {
    if (this.hangBefore) return this.hang();
    const answer = await call();
    if (this.hangAfter) return this.hang();
    return answer;
  }

  private hang(): Promise<never> {
    this.markHung();
    return never;
  }
}

/**
 * `real` with `faults` on its money moves. A proxy rather than a class listing each method, so
 * the gateway's interface can grow without this file.
 */
export function withFaults(real: PaymentGateway, faults: Faults): PaymentGateway {
  return new Proxy(real, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => Promise<unknown>;
      if (typeof prop === 'string' && MONEY_MOVES.has(prop)) {
        return (...args: unknown[]) => faults.around(() => method.apply(target, args));
      }
      return method.bind(target);
    },
  });
}

/**
 * `db` with every runTransaction from the `from`-th on (0-based) failing, as a Firestore that
 * becomes unavailable would: 0 fails the first, 1 lets one through and fails what follows.
 */
export function failingTransactions(db: Firestore, from: number): Firestore {
  let calls = 0;
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'runTransaction') {
        return (...args: Parameters<Firestore['runTransaction']>) => {
          if (calls++ >= from) {
            return Promise.reject(new Error('injected: Firestore unavailable'));
          }
          return target.runTransaction(...args);
        };
      }
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

/**
 * Runs `work` with `faults`: answers what it answered or threw, or 'died' once it stopped at
 * a hang. The long wait only reports a stop that never happened.
 */
export function untilDoneOrDied<T>(
  work: Promise<T>,
  faults: Faults,
  describe: (value: T) => string,
): Promise<string> {
  return Promise.race([
    work.then(describe, (e: unknown) => `threw ${e instanceof Error ? e.message : String(e)}`),
    faults.hung.then(() => 'died'),
    new Promise<string>((r) => setTimeout(() => r('no answer within 60 s'), 60_000).unref()),
  ]);
}
