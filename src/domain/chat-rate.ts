import {
  CHAT_RATE_LIMIT,
  RATE_LIMITS,
  isRecentAttempt,
  recordAttempt,
  type AttemptDecision,
  type RateLimitRule,
} from './rate-limits';

// Booking chat: the sendMessage callable's limits (spec section 9), on rateLimits/{uid}.

/** Chat rate limit: 10 messages per 60 s per user (spec section 9). */
export const CHAT_RATE = CHAT_RATE_LIMIT;

/** The key of the chat limiter in rateLimits/{uid}. */
export const CHAT_RATE_LIMIT_KEY = 'chat_message';

/** The key of the limiter on reports of messages the app blocked (same rule as sending). */
export const CHAT_REPORT_RATE_LIMIT_KEY = 'chat_report';

/** The attempt times in a stored limiter entry; anything malformed counts as none. */
function attemptTimes(stored: unknown): number[] {
  if (typeof stored !== 'object' || stored === null) return [];
  const attempts = (stored as { attempts?: unknown }).attempts;
  return Array.isArray(attempts)
    ? attempts.filter((t): t is number => typeof t === 'number' && Number.isFinite(t))
    : [];
}

/**
 * A sliding-window limiter with no block period, so the first attempt after the oldest one
 * leaves the window is accepted. A stored `blockedUntil` is ignored. On refusal the log is
 * unchanged (store nothing) and `retryAt` is when a slot frees up.
 */
function slidingDecision(stored: unknown, rule: RateLimitRule, now: number): AttemptDecision {
  const attempts = attemptTimes(stored);
  const decision = recordAttempt({ attempts }, rule, now);
  if (decision.allowed) return decision;
  const recent = attempts.filter((t) => isRecentAttempt(t, now, rule.windowMs));
  return {
    allowed: false,
    log: { attempts: recent },
    retryAt: Math.min(...recent) + rule.windowMs,
  };
}

/** The chat limiter: 10 in any 60 s (see slidingDecision). */
export function chatRateDecision(stored: unknown, now: number): AttemptDecision {
  return slidingDecision(stored, CHAT_RATE, now);
}

/** The key of the spec's hourly message_send quota in rateLimits/{uid}. */
export const MESSAGE_SEND_KEY = 'message_send';

/**
 * The spec's `message_send` quota (50 an hour, sliding, no block), applied by sendMessage
 * together with the chat limit: a conversation can be busy, but one account cannot send
 * more than 50 messages an hour across all its bookings.
 */
export function hourlyMessageDecision(stored: unknown, now: number): AttemptDecision {
  return slidingDecision(stored, RATE_LIMITS.message_send, now);
}
