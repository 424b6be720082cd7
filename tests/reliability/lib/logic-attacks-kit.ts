// The hostile-logic scenario's bookkeeping: every attack runs alone under one write watch,
// its verdict comes from the answer and from the state afterwards, and whatever it wrote
// (but the audit records refused calls may leave) is held against it. Controls run the
// legitimate neighbouring action, so a stack that refuses everything cannot pass.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../../scripts/lib/emulators';
import { RATE_LIMITS, type RateLimitRule } from '../../../src/domain/rate-limits';
import { sleep, type ScenarioContext } from './harness';
import type { CallOutcome } from './people';
import { APP_COLLECTIONS, watchWrites, type WriteRecord, type WriteWatch } from './write-watch';

/** The records a refused call may leave (docs/reliability.md): who was refused, and its limiter. */
export const AUDIT_COLLECTIONS = ['securityEvents', 'rateLimits'] as const;

/** Answers that say "no" on purpose; anything else (internal, a timeout) is not a refusal. */
export const REFUSAL_CODES = [
  'permission-denied',
  'failed-precondition',
  'invalid-argument',
  'unauthenticated',
  'resource-exhausted',
  'not-found',
  'already-exists',
  'out-of-range',
] as const;

/** What an attack found: refused (the invariant held) or not, and why. */
export interface Verdict {
  refused: boolean;
  detail?: string;
  /** The answer was neither a success nor a deliberate refusal (internal, a timeout). */
  error?: boolean;
}

export type Outcome = 'refused' | 'let through' | 'error';

export interface AttackRecord {
  invariant: number;
  name: string;
  outcome: Outcome;
  detail: string;
  /** Documents the attempt changed outside the allowed audit records. */
  changed: string[];
}

export interface AttackOptions {
  /**
   * The attempt may write: its refusal is in the state it leaves (a re-application that
   * stays pending, a review stored under the account's own name), not in a no-op.
   */
  contained?: boolean;
  /** Collection ids this attempt may write besides none at all (default: the audit records). */
  allowed?: readonly string[];
}

/** Quiet after a control or setup (its triggers' writes) and after an attack. */
const STEP_QUIET_MS = 900;
const ATTACK_QUIET_MS = 500;

const collectionOf = (path: string) => path.split('/').slice(-2, -1)[0] ?? '';

/**
 * A DJ profile's bookedDates alone changing is the onAvailabilityWritten trigger copying the
 * calendar (decision 0023), a second or two after the booking step that changed it, which
 * can fall in the next window; the calendar document itself is still watched.
 */
const isCalendarCopy = (w: WriteRecord): boolean =>
  collectionOf(w.path) === 'djs' &&
  w.change === 'modified' &&
  w.fields !== undefined &&
  w.fields.length > 0 &&
  w.fields.every((f) => f === 'bookedDates');

/** Whether a failed answer is a deliberate refusal (not internal, not a timeout). */
export const answered = (outcome: CallOutcome): boolean =>
  !outcome.ok && (REFUSAL_CODES as readonly string[]).includes(outcome.code);

/** A refused callable answer is a refusal; an answer `ok` or an unexpected code is not. */
export function refusedCall(outcome: CallOutcome, what = ''): Verdict {
  if (outcome.ok) return { refused: false, detail: `${what}answered ok`.trim() };
  const known = answered(outcome);
  return {
    refused: known,
    error: !known,
    detail: `${what}${outcome.code}${known ? '' : `: ${outcome.message.slice(0, 120)}`}`,
  };
}

/** A control passes when the call answered ok. */
export function succeeded(outcome: CallOutcome, what = ''): Verdict {
  return outcome.ok
    ? { refused: false }
    : { refused: true, detail: `${what}${outcome.code}: ${outcome.message.slice(0, 160)}` };
}

export class LogicKit {
  readonly records: AttackRecord[] = [];
  controls = 0;
  controlsPassed = 0;

  private constructor(
    private readonly ctx: ScenarioContext,
    private readonly watch: WriteWatch,
  ) {}

  /**
   * Watches every collection the app uses: the suite's list, every collection the security
   * rules name (so one added with this issue, such as moderation, is watched too) and any
   * other top-level one that exists now.
   */
  static async start(ctx: ScenarioContext): Promise<LogicKit> {
    const rules = readFileSync(join(ROOT, 'firestore.rules'), 'utf8');
    const named = [...rules.matchAll(/match \/([A-Za-z]\w*)\/\{/g)].map((m) => m[1] ?? '');
    const top = (await ctx.db.listCollections()).map((c) => c.id);
    const ids = [...new Set([...APP_COLLECTIONS, ...named, ...top])].filter(Boolean);
    return new LogicKit(ctx, await watchWrites(ctx.db, ids));
  }

  stop(): void {
    this.watch.stop();
  }

  log(message: string): void {
    this.ctx.log(message);
  }

  /** Waits until the watch has seen no write for `ms` (late trigger writes land first). */
  private async quiet(ms: number): Promise<void> {
    let seen = this.watch.writes.length;
    let since = Date.now();
    while (Date.now() - since < ms) {
      await sleep(50);
      if (this.watch.writes.length !== seen) {
        seen = this.watch.writes.length;
        since = Date.now();
      }
    }
  }

  /**
   * Runs `run` and returns what was written meanwhile. Every step ends quiet (so the next
   * window starts clean): controls and setup wait longer, for the triggers they set off; a
   * refused attack sets none off, and what a wrongly taken one wrote shows at once.
   */
  private async windowed<T>(
    run: () => Promise<T>,
    quietMs: number,
  ): Promise<{ value: T; writes: WriteRecord[] }> {
    const mark = this.watch.writes.length;
    const value = await run();
    await this.quiet(quietMs);
    return { value, writes: this.watch.writes.slice(mark) };
  }

  /** One attack, one check: refused, and (unless contained) nothing but audit records written. */
  async attack(
    invariant: number,
    name: string,
    run: () => Promise<Verdict>,
    options: AttackOptions = {},
  ): Promise<boolean> {
    const allowed = options.allowed ?? AUDIT_COLLECTIONS;
    let outcome: Outcome;
    let detail: string;
    let changed: string[] = [];
    try {
      const { value, writes } = await this.windowed(run, ATTACK_QUIET_MS);
      changed = options.contained
        ? []
        : writes
            .filter((w) => !allowed.includes(collectionOf(w.path)) && !isCalendarCopy(w))
            .map((w) => w.path);
      outcome = value.error ? 'error' : value.refused ? 'refused' : 'let through';
      detail = value.detail ?? '';
    } catch (error) {
      outcome = 'error';
      detail = error instanceof Error ? error.message.slice(0, 200) : String(error);
    }
    this.records.push({ invariant, name, outcome, detail, changed });
    const f = this.ctx.figures;
    f.requests += 1;
    if (outcome === 'refused') f.refusals += 1;
    const ok = outcome === 'refused' && changed.length === 0;
    const why = [
      outcome === 'refused' ? '' : outcome.toUpperCase(),
      detail,
      changed.length > 0 ? `changed ${[...new Set(changed)].slice(0, 4).join(', ')}` : '',
    ].filter(Boolean);
    this.ctx.check(`#${invariant} attack: ${name}`, ok, why.join('; ') || undefined);
    return ok;
  }

  /** The legitimate neighbouring action: must succeed. `run` answers refused=false on success. */
  async control(invariant: number, name: string, run: () => Promise<Verdict>): Promise<boolean> {
    let verdict: Verdict;
    try {
      verdict = (await this.windowed(run, STEP_QUIET_MS)).value;
    } catch (error) {
      verdict = { refused: true, detail: error instanceof Error ? error.message : String(error) };
    }
    this.controls += 1;
    this.ctx.figures.requests += 1;
    if (!verdict.refused) {
      this.controlsPassed += 1;
      this.ctx.figures.successes += 1;
    }
    return this.ctx.check(`#${invariant} control: ${name}`, !verdict.refused, verdict.detail);
  }

  /** One sequence: if it stops (a setup step failed), that is a failed check and the next runs. */
  async sequence(name: string, run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.ctx.check(`${name}: the sequence ran to its end`, false, message.slice(0, 300));
    }
  }

  /** Setup the attacks need (not counted): runs outside any attack's window. */
  async setup<T>(run: () => Promise<T>): Promise<T> {
    return (await this.windowed(run, STEP_QUIET_MS)).value;
  }

  /** The scenario's figures and the two summary checks. */
  summarise(): void {
    const f = this.ctx.figures;
    const by = (o: Outcome) => this.records.filter((r) => r.outcome === o);
    const changed = by('refused').flatMap((r) => r.changed);
    f.lost += by('let through').length;
    f.notes.push(
      `attacks tried ${this.records.length}, refused ${by('refused').length}, ` +
        `let through ${by('let through').length}, errors ${by('error').length}, ` +
        `documents changed by refused attempts ${new Set(changed).size}; ` +
        `controls ${this.controlsPassed}/${this.controls} succeeded`,
    );
    for (const r of [...by('let through'), ...by('error')]) {
      f.notes.push(`#${r.invariant} ${r.outcome}: ${r.name}${r.detail ? ` (${r.detail})` : ''}`);
    }
    this.ctx.check(
      `no attack let through (${this.records.length} tried)`,
      by('let through').length === 0 && by('error').length === 0,
      `${by('let through').length} let through, ${by('error').length} errors`,
    );
    this.ctx.check(
      'no document changed by a refused attempt (audit records aside)',
      changed.length === 0,
      [...new Set(changed)].slice(0, 6).join(', '),
    );
  }
}

/** The quota an action has on the server: its own row of the table, else `default`. */
export function quotaOf(action: string): number {
  const table: Readonly<Record<string, RateLimitRule>> = RATE_LIMITS;
  return (table[action] ?? RATE_LIMITS.default).maxAttempts;
}

/**
 * A flood: the first attempt is the control, the rest up to the quota are setup (allowed),
 * and the two beyond it are attacks that must be refused.
 */
export async function flood(
  kit: LogicKit,
  invariant: number,
  name: string,
  quota: number,
  attemptOnce: () => Promise<CallOutcome>,
): Promise<void> {
  await kit.control(invariant, `${name}: the first one goes through`, async () =>
    succeeded(await attemptOnce()),
  );
  await kit.setup(async () => {
    for (let i = 2; i <= quota; i++) await attemptOnce();
  });
  for (let i = 1; i <= 2; i++) {
    await kit.attack(invariant, `${name}: number ${quota + i} within the hour`, async () =>
      refusedCall(await attemptOnce()),
    );
  }
}
