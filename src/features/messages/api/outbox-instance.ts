import { isChatRefusal, newMessageId } from '../../../domain/chat';
import { callableErrorCode } from '../../../lib/firebase/callable-error';
import type { SendMessageInput } from '../../../lib/firebase/callables';
import { Outbox, type OutboxEntry, type SendOutcome } from '../model/outbox';

/** Codes that mean "the server looked at it and said no": retrying the same message won't help. */
const REFUSED_CODES: ReadonlySet<string> = new Set([
  'functions/invalid-argument',
  'functions/permission-denied',
  'functions/failed-precondition',
  'functions/resource-exhausted',
  'functions/unauthenticated',
  'functions/not-found',
  'functions/already-exists',
]);

function refusalReason(error: unknown) {
  if (typeof error !== 'object' || error === null) return null;
  const { details } = error as { details?: unknown };
  if (typeof details !== 'object' || details === null) return null;
  const { reason } = details as { reason?: unknown };
  return isChatRefusal(reason) ? reason : null;
}

/** Maps the callable's answer to what the outbox does next. */
export function outcomeOf(error: unknown): SendOutcome {
  const code = callableErrorCode(error);
  if (code !== null && REFUSED_CODES.has(code)) {
    const reason = refusalReason(error);
    return {
      kind: 'refused',
      reason: reason ?? (code === 'functions/unauthenticated' ? 'unauthenticated' : null),
    };
  }
  return { kind: 'retry' };
}

/** The outbox's `send` over a given sendMessage callable (the app's, or a test's own instance). */
export function sendVia(
  call: (input: SendMessageInput) => Promise<unknown>,
): (entry: OutboxEntry) => Promise<SendOutcome> {
  return async (entry) => {
    try {
      await call({ bookingId: entry.bookingId, messageId: entry.id, content: entry.content });
      return { kind: 'sent' };
    } catch (error) {
      return outcomeOf(error);
    }
  };
}

async function send(entry: OutboxEntry): Promise<SendOutcome> {
  // Loaded on first send: the Functions SDK is not needed to read a chat.
  const { sendMessage } = await import('../../../lib/firebase/callables');
  return sendVia(sendMessage)(entry);
}

const outboxes = new Map<string, Outbox>();

/** The signed-in user's outbox (one per uid per tab), flushing whenever the browser comes online. */
export function outboxFor(uid: string): Outbox {
  const existing = outboxes.get(uid);
  if (existing) return existing;
  const outbox = new Outbox(uid, {
    storage: typeof window === 'undefined' ? null : window.localStorage,
    send,
    newId: () => newMessageId((n) => crypto.getRandomValues(new Uint8Array(n))),
    now: () => Date.now(),
    isOnline: () => navigator.onLine,
    schedule: (fn, ms) => {
      const timer = window.setTimeout(fn, ms);
      return () => window.clearTimeout(timer);
    },
  });
  window.addEventListener('online', () => void outbox.flush());
  outboxes.set(uid, outbox);
  // Messages left from an earlier visit (typed offline, then the tab was closed).
  void outbox.flush();
  return outbox;
}
