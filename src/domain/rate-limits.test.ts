import { describe, expect, it } from 'vitest';
import {
  CHAT_RATE_LIMIT,
  isStale,
  RATE_LIMITS,
  recordAttempt,
  type AttemptLog,
  type RateLimitRule,
} from './rate-limits';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);

/** Records `count` allowed attempts `step` ms apart, starting at `start`. */
function fill(rule: RateLimitRule, count: number, start: number, step = 1_000) {
  let log: AttemptLog | undefined;
  for (let i = 0; i < count; i += 1) {
    const decision = recordAttempt(log, rule, start + i * step);
    expect(decision.allowed).toBe(true);
    log = decision.log;
  }
  return log as AttemptLog;
}

describe('RATE_LIMITS', () => {
  it('matches the spec table', () => {
    expect(RATE_LIMITS).toEqual({
      auth_signin: { maxAttempts: 5, windowMs: 15 * MINUTE, blockMs: 30 * MINUTE },
      auth_signup: { maxAttempts: 3, windowMs: HOUR, blockMs: HOUR },
      auth_password_reset: { maxAttempts: 3, windowMs: HOUR },
      auth_password_reset_mailbox: { maxAttempts: 5, windowMs: HOUR },
      dj_profile_creation: { maxAttempts: 3, windowMs: HOUR },
      dj_profile_update: { maxAttempts: 10, windowMs: HOUR },
      booking_creation: { maxAttempts: 5, windowMs: HOUR },
      booking_update: { maxAttempts: 10, windowMs: HOUR },
      message_send: { maxAttempts: 50, windowMs: HOUR },
      message_bulk: { maxAttempts: 5, windowMs: HOUR },
      search_query: { maxAttempts: 100, windowMs: HOUR },
      profile_view: { maxAttempts: 200, windowMs: HOUR },
      file_upload: { maxAttempts: 20, windowMs: HOUR },
      image_upload: { maxAttempts: 10, windowMs: HOUR },
      payment_create: { maxAttempts: 3, windowMs: HOUR, blockMs: 2 * HOUR },
      admin_action: { maxAttempts: 100, windowMs: HOUR },
      // Ours, not the spec's: blocking days came with issue 41.
      availability_change: { maxAttempts: 60, windowMs: HOUR },
      default: { maxAttempts: 20, windowMs: HOUR },
    });
  });

  it('limits chat to 10 messages per 60 seconds', () => {
    expect(CHAT_RATE_LIMIT).toEqual({ maxAttempts: 10, windowMs: 60_000 });
  });
});

describe('recordAttempt', () => {
  it('starts from no log and records the attempt', () => {
    expect(recordAttempt(undefined, RATE_LIMITS.auth_signin, T0)).toEqual({
      allowed: true,
      log: { attempts: [T0] },
    });
  });

  it('does not mutate the log it is given', () => {
    const log: AttemptLog = { attempts: [T0] };
    recordAttempt(log, RATE_LIMITS.auth_signin, T0 + 1);
    expect(log).toEqual({ attempts: [T0] });
  });

  describe.each([
    ['auth_signin', RATE_LIMITS.auth_signin, 5, 30 * MINUTE],
    ['auth_signup', RATE_LIMITS.auth_signup, 3, HOUR],
    ['payment_create', RATE_LIMITS.payment_create, 3, 2 * HOUR],
  ] as const)('%s', (_name, rule, limit, block) => {
    it(`allows ${limit} attempts and refuses the next until ${block / MINUTE} min later`, () => {
      const log = fill(rule, limit, T0);
      expect(log.attempts).toHaveLength(limit);

      const now = T0 + limit * 1_000;
      const refused = recordAttempt(log, rule, now);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAt).toBe(now + block);
      expect(refused.log.blockedUntil).toBe(now + block);

      // Still blocked just before blockedUntil, even though the window has passed.
      const stillBlocked = recordAttempt(refused.log, rule, now + block - 1);
      expect(stillBlocked.allowed).toBe(false);
      expect(stillBlocked.retryAt).toBe(now + block);
      expect(stillBlocked.log).toEqual(refused.log);

      // Allowed again once the block is over.
      const again = recordAttempt(refused.log, rule, now + block);
      expect(again.allowed).toBe(true);
      expect(again.retryAt).toBeUndefined();
      expect(again.log.blockedUntil).toBeUndefined();
      expect(again.log.attempts.at(-1)).toBe(now + block);
    });
  });

  it('uses the window as the block when the rule gives no block length', () => {
    const rule = RATE_LIMITS.auth_password_reset;
    const log = fill(rule, 3, T0);
    const refused = recordAttempt(log, rule, T0 + 5_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAt).toBe(T0 + 5_000 + HOUR);
  });

  it('does not count attempts older than the window', () => {
    const rule = RATE_LIMITS.auth_signin; // 5 per 15 min
    const log = fill(rule, 5, T0);
    // The first attempt (T0) leaves the window at T0 + 15 min.
    const later = T0 + 15 * MINUTE;
    const decision = recordAttempt(log, rule, later);
    expect(decision.allowed).toBe(true);
    expect(decision.log.attempts).toEqual([T0 + 1_000, T0 + 2_000, T0 + 3_000, T0 + 4_000, later]);
  });

  it('counts an attempt exactly one window minus 1 ms old', () => {
    const rule: RateLimitRule = { maxAttempts: 1, windowMs: MINUTE };
    const log = fill(rule, 1, T0);
    expect(recordAttempt(log, rule, T0 + MINUTE - 1).allowed).toBe(false);
    expect(recordAttempt(log, rule, T0 + MINUTE).allowed).toBe(true);
  });

  it('allows after a stale block and prunes old attempts', () => {
    const rule = RATE_LIMITS.auth_signup;
    const log: AttemptLog = { attempts: [T0, T0 + 1, T0 + 2], blockedUntil: T0 + HOUR };
    const decision = recordAttempt(log, rule, T0 + 2 * HOUR);
    expect(decision).toEqual({ allowed: true, log: { attempts: [T0 + 2 * HOUR] } });
  });

  it('ignores attempts recorded far in the future (clock moved back)', () => {
    const rule: RateLimitRule = { maxAttempts: 1, windowMs: HOUR };
    const decision = recordAttempt({ attempts: [T0 + 10 * MINUTE] }, rule, T0);
    expect(decision.allowed).toBe(true);
    expect(decision.log.attempts).toEqual([T0]);
  });

  it('counts and keeps an attempt a moment ahead: concurrent requests commit out of order', () => {
    const rule: RateLimitRule = { maxAttempts: 2, windowMs: HOUR };
    const first = recordAttempt({ attempts: [T0 + 5_000] }, rule, T0);
    expect(first).toEqual({ allowed: true, log: { attempts: [T0 + 5_000, T0] } });
    expect(recordAttempt(first.log, rule, T0 + 1_000).allowed).toBe(false);
  });
});

describe('isStale', () => {
  const DAY = 24 * HOUR;

  it('is stale once the newest attempt is more than 24 hours old', () => {
    expect(isStale({ attempts: [T0] }, T0 + DAY)).toBe(false);
    expect(isStale({ attempts: [T0] }, T0 + DAY + 1)).toBe(true);
  });

  it('looks at the newest attempt', () => {
    expect(isStale({ attempts: [T0, T0 + HOUR] }, T0 + DAY + 1)).toBe(false);
  });

  it('keeps a log whose block ends within the last day', () => {
    expect(isStale({ attempts: [T0], blockedUntil: T0 + 2 * HOUR }, T0 + DAY + HOUR)).toBe(false);
    expect(isStale({ attempts: [T0], blockedUntil: T0 + 2 * HOUR }, T0 + DAY + 2 * HOUR + 1)).toBe(
      true,
    );
  });

  it('treats an empty log as stale', () => {
    expect(isStale({ attempts: [] }, T0)).toBe(true);
  });
});
