/**
 * Client-side attempt limits (operations-side spec, section 9). In the browser
 * they are a courtesy that saves a round trip; the server enforces its own
 * limits (Firebase Auth throttling, and per-callable limits in functions).
 */
export interface RateLimitRule {
  maxAttempts: number;
  windowMs: number;
  /** How long the action stays blocked once the limit is hit; defaults to the window. */
  blockMs?: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  auth_signin: { maxAttempts: 5, windowMs: 15 * MINUTE, blockMs: 30 * MINUTE },
  auth_signup: { maxAttempts: 3, windowMs: HOUR, blockMs: HOUR },
  auth_password_reset: { maxAttempts: 3, windowMs: HOUR },
  /**
   * Reset e-mails one mailbox receives an hour, whoever asks. Past it nothing is sent but the
   * answer is the same `{ sent: true }`: a stranger's requests can never refuse the owner
   * (decision 0031), and the mailbox is not flooded.
   */
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
  /** Blocking and unblocking days on the Availability tab (issue 41). */
  availability_change: { maxAttempts: 60, windowMs: HOUR },
  default: { maxAttempts: 20, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitAction = keyof typeof RATE_LIMITS;

/** Chat: 10 messages per 60 s per user. */
export const CHAT_RATE_LIMIT: RateLimitRule = { maxAttempts: 10, windowMs: MINUTE };

/** What a limiter remembers about one action: attempt times and an optional block. */
export interface AttemptLog {
  attempts: number[];
  blockedUntil?: number;
}

export interface AttemptDecision {
  allowed: boolean;
  /** The log to store after this decision. */
  log: AttemptLog;
  /** When a refused action may be retried (epoch ms). */
  retryAt?: number;
}

/**
 * How far after `now` a stored attempt may be and still count. Requests handled at once
 * commit out of order (one stamped 12:00:05 may commit before one stamped 12:00:03), so an
 * attempt slightly "in the future" is a concurrent one and must count; one far ahead means
 * the clock moved back, and is dropped so nobody is locked out for it.
 */
export const CONCURRENT_SKEW_MS = 5 * MINUTE;

/** Whether an attempt at `t` is inside the window that ends at `now`. */
export function isRecentAttempt(t: number, now: number, windowMs: number): boolean {
  return t > now - windowMs && t <= now + CONCURRENT_SKEW_MS;
}

/**
 * Records one attempt at `now` if the rule allows it. Pure: the caller
 * persists the returned log wherever it likes (localStorage, Firestore).
 */
export function recordAttempt(
  log: AttemptLog | undefined,
  rule: RateLimitRule,
  now: number,
): AttemptDecision {
  const current = log ?? { attempts: [] };
  if (current.blockedUntil !== undefined && current.blockedUntil > now) {
    return { allowed: false, log: current, retryAt: current.blockedUntil };
  }
  const recent = current.attempts.filter((t) => isRecentAttempt(t, now, rule.windowMs));
  if (recent.length >= rule.maxAttempts) {
    const blockedUntil = now + (rule.blockMs ?? rule.windowMs);
    return { allowed: false, log: { attempts: recent, blockedUntil }, retryAt: blockedUntil };
  }
  return { allowed: true, log: { attempts: [...recent, now] } };
}

/** Drops attempt logs older than a day, as the spec's hourly cleanup does. */
export function isStale(log: AttemptLog, now: number): boolean {
  const newest = Math.max(0, ...log.attempts, log.blockedUntil ?? 0);
  return newest < now - 24 * HOUR;
}
