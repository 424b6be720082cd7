import type { Firestore } from 'firebase/firestore';

/**
 * Whether this page has started the full Firestore SDK, and which instance.
 * Sign-out must shut the instance down before it can delete its offline cache,
 * but must not import (and so start) the SDK just to find out.
 */
let started: Firestore | null = null;

export function registerStartedFirestore(instance: Firestore): void {
  started = instance;
}

export function startedFirestore(): Firestore | null {
  return started;
}
