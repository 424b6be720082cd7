import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import {
  EVENT_TITLE_REQUIRED_ON_CREATE,
  type EventLinkWrite,
  type EventWrite,
} from '../../../domain/event-schema';
import { firestore } from '../../../lib/firebase/firestore';

/**
 * The event form's writes, straight to Firestore (rules in firestore.rules,
 * fields in docs/data-model.md). `write` is toEventWrite's output as is.
 * Each promise settles when the server has answered, so a refused write
 * (rules) rejects and the form can keep its input.
 */

/** Not in the spec: the texts put into "Failed to … event: {message}". */
export const WRITE_ERROR_TEXTS = {
  permissionDenied: 'You do not have permission to do that.',
  unauthenticated: 'User not authenticated',
  unavailable: 'The service is unreachable. Check your connection and try again.',
  unknown: 'Something went wrong. Please try again.',
} as const;

/** A readable message for a failed write (Firestore errors carry a `code`). */
export function writeErrorMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return WRITE_ERROR_TEXTS.unknown;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === 'permission-denied') return WRITE_ERROR_TEXTS.permissionDenied;
  if (code === 'unauthenticated') return WRITE_ERROR_TEXTS.unauthenticated;
  if (code === 'unavailable' || code === 'deadline-exceeded') return WRITE_ERROR_TEXTS.unavailable;
  return typeof message === 'string' && message.trim() ? message.trim() : WRITE_ERROR_TEXTS.unknown;
}

/**
 * Creates events/{new id} owned by `uid` and returns its id. `djId` is
 * written only when the event is linked (toEventWrite leaves it out otherwise).
 */
export async function createEvent(uid: string, write: EventWrite): Promise<string> {
  if (!uid) throw new Error(WRITE_ERROR_TEXTS.unauthenticated);
  if (!write.title.trim()) throw new Error(EVENT_TITLE_REQUIRED_ON_CREATE);
  const ref = doc(collection(firestore, 'events'));
  await setDoc(ref, {
    ...write,
    ownerUid: uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}

/**
 * Writes the form's fields to events/{eventId}. Without `djId` in `write`
 * the event is unlinked (the field is deleted).
 */
export async function updateEvent(eventId: string, write: EventWrite): Promise<void> {
  await updateDoc(doc(firestore, 'events', eventId), {
    ...write,
    djId: write.djId ?? deleteField(),
    updatedAt: serverTimestamp(),
  });
}

/** Adds events/{eventId}/links/{new id} and returns its id. */
export async function addEventLink(eventId: string, write: EventLinkWrite): Promise<string> {
  const ref = doc(collection(firestore, 'events', eventId, 'links'));
  await setDoc(ref, { ...write, createdAt: serverTimestamp() });
  return ref.id;
}

export async function deleteEventLink(eventId: string, linkId: string): Promise<void> {
  await deleteDoc(doc(firestore, 'events', eventId, 'links', linkId));
}
