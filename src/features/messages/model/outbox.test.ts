import { describe, expect, it } from 'vitest';
import {
  MAX_ONLINE_ATTEMPTS,
  Outbox,
  storageKey,
  type OutboxDeps,
  type SendOutcome,
} from './outbox';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

function setup(outcomes: SendOutcome[] = [], overrides: Partial<OutboxDeps> = {}) {
  const storage = memoryStorage();
  const sent: string[] = [];
  const timers: (() => void)[] = [];
  let online = true;
  let n = 0;
  const deps: OutboxDeps = {
    storage,
    send: (entry) => {
      sent.push(entry.content);
      return Promise.resolve(outcomes.shift() ?? { kind: 'sent' });
    },
    newId: () => `id${String(++n).padStart(18, '0')}`,
    now: () => 1000 + n,
    isOnline: () => online,
    schedule: (fn) => {
      timers.push(fn);
      return () => undefined;
    },
    ...overrides,
  };
  const outbox = new Outbox('u1', deps);
  return {
    outbox,
    storage,
    sent,
    timers,
    setOnline: (v: boolean) => {
      online = v;
    },
    deps,
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('Outbox', () => {
  it('sends queued messages one at a time, in order', async () => {
    const { outbox, sent } = setup();
    outbox.enqueue('b1', 'one');
    outbox.enqueue('b1', 'two');
    outbox.enqueue('b2', 'three');
    await settle();
    await outbox.flush();
    expect(sent).toEqual(['one', 'two', 'three']);
    expect(outbox.list().every((e) => e.state === 'sent')).toBe(true);
  });

  it('keeps messages typed offline and sends them, in order, once online', async () => {
    const t = setup();
    t.setOnline(false);
    t.outbox.enqueue('b1', 'first');
    t.outbox.enqueue('b1', 'second');
    await settle();
    expect(t.sent).toEqual([]);
    expect(t.outbox.list().map((e) => e.state)).toEqual(['queued', 'queued']);
    t.setOnline(true);
    await t.outbox.flush();
    expect(t.sent).toEqual(['first', 'second']);
  });

  it('survives a reload: unsent messages come back from storage, an interrupted send is retried', async () => {
    const t = setup([{ kind: 'retry' }]);
    t.setOnline(false);
    t.outbox.enqueue('b1', 'kept');
    const stored = JSON.parse(t.storage.getItem(storageKey('u1')) ?? '[]') as { state: string }[];
    expect(stored).toHaveLength(1);
    // Pretend the tab closed in the middle of sending.
    t.storage.setItem(storageKey('u1'), JSON.stringify([{ ...stored[0], state: 'sending' }]));
    const reloaded = new Outbox('u1', { ...t.deps, isOnline: () => true });
    expect(reloaded.list().map((e) => [e.content, e.state])).toEqual([['kept', 'queued']]);
  });

  it('ignores garbage in storage', () => {
    const storage = memoryStorage();
    storage.setItem(storageKey('u1'), '{not json');
    const t = setup([], { storage });
    expect(t.outbox.list()).toEqual([]);
  });

  it('marks a refused message failed with its reason and keeps going with the next', async () => {
    const t = setup([{ kind: 'refused', reason: 'rate-limit' }, { kind: 'sent' }]);
    const refused: string[] = [];
    t.outbox.onRefused((e) => refused.push(`${e.content}:${e.refusal ?? ''}`));
    t.outbox.enqueue('b1', 'eleventh');
    t.outbox.enqueue('b1', 'later');
    await settle();
    await t.outbox.flush();
    expect(refused).toEqual(['eleventh:rate-limit']);
    expect(t.outbox.list().map((e) => e.state)).toEqual(['failed', 'sent']);
  });

  it('retries a failed message with the same id (the server answers a duplicate, never a copy)', async () => {
    const t = setup([{ kind: 'refused', reason: null }, { kind: 'sent' }]);
    const entry = t.outbox.enqueue('b1', 'again');
    await settle();
    await t.outbox.flush();
    t.outbox.retry(entry.id);
    await settle();
    await t.outbox.flush();
    expect(t.outbox.list()).toEqual([expect.objectContaining({ id: entry.id, state: 'sent' })]);
  });

  it('backs off on network errors and gives up after repeated failures while online', async () => {
    const retries: SendOutcome[] = Array.from({ length: MAX_ONLINE_ATTEMPTS }, () => ({
      kind: 'retry',
    }));
    const t = setup(retries);
    const refused: (string | null | undefined)[] = [];
    t.outbox.onRefused((e) => refused.push(e.refusal));
    t.outbox.enqueue('b1', 'flaky');
    await settle();
    // The first attempt ran on enqueue; each timer runs the next one.
    for (let i = 1; i < MAX_ONLINE_ATTEMPTS; i += 1) {
      expect(t.outbox.list()[0]?.state).toBe('queued');
      t.timers.shift()?.();
      await settle();
    }
    expect(t.outbox.list()[0]?.state).toBe('failed');
    expect(refused).toEqual([null]);
  });

  it('drops local echoes the listener has confirmed, and clears storage when empty', async () => {
    const t = setup();
    const entry = t.outbox.enqueue('b1', 'hello');
    await settle();
    await t.outbox.flush();
    t.outbox.confirm(new Set([entry.id]));
    expect(t.outbox.list()).toEqual([]);
    expect(t.storage.getItem(storageKey('u1'))).toBeNull();
  });
});
