import { describe, expect, it } from 'vitest';
import { CHAT_RATE, chatRateDecision, hourlyMessageDecision } from './chat-rate';
import type { AttemptLog } from './rate-limits';

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);

/** Sends `count` messages `step` ms apart from `start`, as the callable stores them. */
function send(count: number, start: number, step = 1_000, log?: AttemptLog): AttemptLog {
  let current = log;
  for (let i = 0; i < count; i += 1) {
    const decision = chatRateDecision(current, start + i * step);
    expect(decision.allowed).toBe(true);
    current = decision.log;
  }
  return current ?? { attempts: [] };
}

describe('chatRateDecision', () => {
  it('is the chat rule: 10 messages per 60 s', () => {
    expect(CHAT_RATE).toEqual({ maxAttempts: 10, windowMs: 60_000 });
  });

  it('refuses the 11th message without storing a block, and says when a slot frees', () => {
    const log = send(10, T0);
    const refused = chatRateDecision(log, T0 + 10_000);
    expect(refused).toEqual({ allowed: false, log, retryAt: T0 + 60_000 });
    expect(refused.log.blockedUntil).toBeUndefined();
  });

  it('accepts the first message once the oldest leaves the sliding window', () => {
    const log = send(10, T0);
    expect(chatRateDecision(log, T0 + 59_999).allowed).toBe(false);
    const next = chatRateDecision(log, T0 + 60_000);
    expect(next.allowed).toBe(true);
    expect(next.log.attempts).toHaveLength(10);
    // The second slot frees a second later, not a whole window after the refusal.
    expect(chatRateDecision(next.log, T0 + 60_500)).toMatchObject({
      allowed: false,
      retryAt: T0 + 61_000,
    });
  });

  it('ignores a stored block and malformed entries', () => {
    expect(chatRateDecision({ attempts: [T0], blockedUntil: T0 + 3_600_000 }, T0 + 1).allowed).toBe(
      true,
    );
    for (const stored of [
      undefined,
      null,
      'x',
      42,
      { attempts: 'no' },
      { attempts: [null, 'x'] },
    ]) {
      expect(chatRateDecision(stored, T0)).toEqual({ allowed: true, log: { attempts: [T0] } });
    }
  });

  it('keeps only the attempts inside the window', () => {
    const old = send(5, T0 - 120_000);
    expect(chatRateDecision(old, T0).log).toEqual({ attempts: [T0] });
  });
});

describe('hourlyMessageDecision (the spec message_send quota)', () => {
  it('allows 50 in an hour, refuses the 51st until the oldest leaves the hour', () => {
    const start = 1_000_000;
    let stored: unknown = undefined;
    for (let i = 0; i < 50; i++) {
      const decision = hourlyMessageDecision(stored, start + i * 60_000);
      expect(decision.allowed).toBe(true);
      stored = decision.log;
    }
    const refused = hourlyMessageDecision(stored, start + 50 * 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAt).toBe(start + 3_600_000);
    // Control: once the first message is more than an hour old, a slot is free again.
    expect(hourlyMessageDecision(stored, start + 3_600_001).allowed).toBe(true);
  });
});
