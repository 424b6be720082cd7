import { useCallback } from 'react';
import {
  isStale,
  RATE_LIMITS,
  recordAttempt,
  type AttemptLog,
  type RateLimitAction,
} from '../domain/rate-limits';

const STORAGE_PREFIX = 'spinbook:attempts:';

function readLog(action: RateLimitAction): AttemptLog | undefined {
  try {
    const raw = window.localStorage.getItem(STORAGE_PREFIX + action);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as AttemptLog;
    return Array.isArray(parsed.attempts) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A per-browser courtesy limit on repeated attempts (the server has its own).
 * Returns `tryAttempt()`, which records an attempt and says whether it may go ahead.
 */
export function useAttemptLimiter(action: RateLimitAction) {
  return useCallback((): boolean => {
    const now = Date.now();
    const stored = readLog(action);
    const decision = recordAttempt(
      stored && !isStale(stored, now) ? stored : undefined,
      RATE_LIMITS[action],
      now,
    );
    try {
      window.localStorage.setItem(STORAGE_PREFIX + action, JSON.stringify(decision.log));
    } catch {
      // Storage full or disabled (private mode): the limit is a courtesy, go on.
    }
    return decision.allowed;
  }, [action]);
}
