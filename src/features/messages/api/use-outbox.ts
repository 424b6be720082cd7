import { useSyncExternalStore } from 'react';
import type { OutboxEntry } from '../model/outbox';
import { outboxFor } from './outbox-instance';

/** The user's unsent messages, live. */
export function useOutbox(uid: string): readonly OutboxEntry[] {
  const outbox = outboxFor(uid);
  return useSyncExternalStore(
    (onChange) => outbox.subscribe(onChange),
    () => outbox.list(),
    () => outbox.list(),
  );
}
