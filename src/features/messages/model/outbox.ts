import { isChatRefusal, type ChatRefusal } from '../../../domain/chat';
import { OUTBOX_STORAGE_PREFIX } from '../../../lib/clear-user-data';

/**
 * Messages the user has sent that the server has not confirmed yet. Every
 * message goes through here: it shows at once (local echo, marked pending),
 * survives a reload or a lost connection (stored per user in localStorage),
 * and is sent to the `sendMessage` callable one at a time, oldest first, so
 * order is kept. The message id is chosen here, so a retry of a message the
 * server already stored is answered as a duplicate instead of writing twice.
 *
 * Network failures keep the message queued and try again when the browser
 * comes back online (and on a backoff timer); a refusal (moderation, rate
 * limit, not a party) marks it failed with the reason, keeping its text for
 * a retry.
 */
export interface OutboxEntry {
  id: string;
  bookingId: string;
  content: string;
  /** When it was typed (epoch ms): orders local echoes, never sent to the server. */
  queuedAt: number;
  state: 'queued' | 'sending' | 'sent' | 'failed';
  /** Why the server refused it (state failed); null for a give-up after repeated errors. */
  refusal?: ChatRefusal | null;
}

export type SendOutcome =
  { kind: 'sent' } | { kind: 'refused'; reason: ChatRefusal | null } | { kind: 'retry' };

export interface OutboxDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  send: (entry: OutboxEntry) => Promise<SendOutcome>;
  newId: () => string;
  now: () => number;
  isOnline: () => boolean;
  /** Schedules a retry; returns a cancel function. */
  schedule: (fn: () => void, ms: number) => () => void;
}

export type OutboxListener = (entries: readonly OutboxEntry[]) => void;
export type RefusalListener = (entry: OutboxEntry) => void;

/**
 * After this many failed attempts while online, a message is marked failed. With the
 * backoff below that is about two minutes of failures (1+2+5+10+30+30+30 s): a server that
 * is briefly away (a deploy, a restart; the reliability suite restarts the emulators
 * mid-chat) gets the message on its own, and one that keeps failing is shown within minutes.
 */
export const MAX_ONLINE_ATTEMPTS = 8;
const BACKOFF_MS = [1000, 2000, 5000, 10_000, 30_000];

export function storageKey(uid: string): string {
  return `${OUTBOX_STORAGE_PREFIX}${uid}`;
}

function isEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.id === 'string' &&
    typeof e.bookingId === 'string' &&
    typeof e.content === 'string' &&
    typeof e.queuedAt === 'number' &&
    (e.state === 'queued' || e.state === 'failed' || e.state === 'sending' || e.state === 'sent')
  );
}

export class Outbox {
  private entries: OutboxEntry[] = [];
  private listeners = new Set<OutboxListener>();
  private refusalListeners = new Set<RefusalListener>();
  private running = false;
  private attempts = 0;
  private cancelTimer: (() => void) | null = null;

  constructor(
    private readonly uid: string,
    private readonly deps: OutboxDeps,
  ) {
    this.entries = this.load();
  }

  list(): readonly OutboxEntry[] {
    return this.entries;
  }

  subscribe(listener: OutboxListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onRefused(listener: RefusalListener): () => void {
    this.refusalListeners.add(listener);
    return () => this.refusalListeners.delete(listener);
  }

  enqueue(bookingId: string, content: string): OutboxEntry {
    const entry: OutboxEntry = {
      id: this.deps.newId(),
      bookingId,
      content,
      queuedAt: this.deps.now(),
      state: 'queued',
    };
    this.update([...this.entries, entry]);
    void this.flush();
    return entry;
  }

  retry(id: string): void {
    this.update(
      this.entries.map((e) =>
        e.id === id && e.state === 'failed' ? { ...e, state: 'queued' } : e,
      ),
    );
    void this.flush();
  }

  discard(id: string): void {
    this.update(this.entries.filter((e) => e.id !== id));
  }

  /** The chat listener has these ids: their local echoes are no longer needed. */
  confirm(serverIds: ReadonlySet<string>): void {
    if (!this.entries.some((e) => serverIds.has(e.id) && e.state !== 'sending')) return;
    this.update(this.entries.filter((e) => !serverIds.has(e.id) || e.state === 'sending'));
  }

  /** Sends queued messages in order until one needs a retry later. */
  async flush(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.cancelTimer?.();
    this.cancelTimer = null;
    try {
      for (;;) {
        const next = this.entries.find((e) => e.state === 'queued');
        if (!next) break;
        if (!this.deps.isOnline()) break; // the 'online' event flushes again
        this.setState(next.id, { state: 'sending' });
        let outcome: SendOutcome;
        try {
          outcome = await this.deps.send(next);
        } catch {
          outcome = { kind: 'retry' };
        }
        if (outcome.kind === 'sent') {
          this.attempts = 0;
          this.setState(next.id, { state: 'sent' });
          continue;
        }
        if (outcome.kind === 'refused') {
          this.attempts = 0;
          this.setState(next.id, { state: 'failed', refusal: outcome.reason });
          const failed = this.entries.find((e) => e.id === next.id);
          if (failed) this.refusalListeners.forEach((l) => l(failed));
          continue;
        }
        // Offline errors do not count: the message waits for the connection.
        if (this.deps.isOnline()) this.attempts += 1;
        if (this.attempts >= MAX_ONLINE_ATTEMPTS) {
          this.attempts = 0;
          this.setState(next.id, { state: 'failed', refusal: null });
          const failed = this.entries.find((e) => e.id === next.id);
          if (failed) this.refusalListeners.forEach((l) => l(failed));
          continue;
        }
        this.setState(next.id, { state: 'queued' });
        const delay = BACKOFF_MS[Math.min(this.attempts, BACKOFF_MS.length - 1)] ?? 30_000;
        this.cancelTimer = this.deps.schedule(() => void this.flush(), delay);
        break;
      }
    } finally {
      this.running = false;
    }
  }

  private setState(id: string, patch: Partial<OutboxEntry>): void {
    this.update(this.entries.map((e) => (e.id === id ? { ...e, ...patch } : e)));
  }

  private update(entries: OutboxEntry[]): void {
    this.entries = entries;
    this.save();
    this.listeners.forEach((l) => l(entries));
  }

  private load(): OutboxEntry[] {
    try {
      const raw = this.deps.storage?.getItem(storageKey(this.uid));
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      if (!Array.isArray(parsed)) return [];
      // A reload interrupted a send: send it again (the server answers a duplicate).
      return parsed
        .filter(isEntry)
        .map((e) => (e.state === 'sending' ? { ...e, state: 'queued' as const } : e))
        .map((e) => ({ ...e, refusal: isChatRefusal(e.refusal) ? e.refusal : null }));
    } catch {
      return [];
    }
  }

  private save(): void {
    // Sent entries only wait for the listener; after a reload the listener has them.
    const kept = this.entries.filter((e) => e.state !== 'sent');
    try {
      if (kept.length === 0) this.deps.storage?.removeItem(storageKey(this.uid));
      else this.deps.storage?.setItem(storageKey(this.uid), JSON.stringify(kept));
    } catch {
      // Storage full or blocked (private mode): the queue still works in memory.
    }
  }
}
