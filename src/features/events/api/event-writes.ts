import { deleteDoc, doc } from 'firebase/firestore';
import {
  EVENT_TITLE_REQUIRED_ON_CREATE,
  toSaveEventInput,
  type EventLinkWrite,
  type EventWrite,
} from '../../../domain/event-schema';
import { callableErrorMessage } from '../../../lib/firebase/callable-error';
import {
  addEventLink as addEventLinkCallable,
  saveEvent,
} from '../../../lib/firebase/content-callables';
import { firestore } from '../../../lib/firebase/firestore';

/**
 * The event form's writes. Creating, editing and adding links go through the saveEvent and
 * addEventLink callables (the rules refuse them from the browser), which moderate the text,
 * compute the search tokens and apply the quota; deleting a link stays a rules-checked
 * delete (the owner or an admin). `write` is toEventWrite's output as is; its local date is
 * sent as an instant, because the server runs in UTC. Each promise settles when the server
 * has answered, so a refusal rejects and the form can keep its input.
 */

/** Not in the spec: the texts put into "Failed to … event: {message}". */
export const WRITE_ERROR_TEXTS = {
  permissionDenied: 'You do not have permission to do that.',
  unauthenticated: 'User not authenticated',
  unavailable: 'The service is unreachable. Check your connection and try again.',
  unknown: 'Something went wrong. Please try again.',
} as const;

/**
 * A readable message for a failed write. Firestore errors carry a bare `code`; callable
 * errors a `functions/…` code and the server's message, which says what to fix (e.g. the
 * spec's "Please keep all communication within the platform…").
 */
export function writeErrorMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return WRITE_ERROR_TEXTS.unknown;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const bare = typeof code === 'string' ? code.replace(/^functions\//, '') : code;
  if (bare === 'unavailable' || bare === 'deadline-exceeded') return WRITE_ERROR_TEXTS.unavailable;
  if (typeof code === 'string' && code.startsWith('functions/')) {
    const fallback =
      bare === 'permission-denied'
        ? WRITE_ERROR_TEXTS.permissionDenied
        : bare === 'unauthenticated'
          ? WRITE_ERROR_TEXTS.unauthenticated
          : WRITE_ERROR_TEXTS.unknown;
    return callableErrorMessage(error, fallback);
  }
  if (bare === 'permission-denied') return WRITE_ERROR_TEXTS.permissionDenied;
  if (bare === 'unauthenticated') return WRITE_ERROR_TEXTS.unauthenticated;
  return typeof message === 'string' && message.trim() ? message.trim() : WRITE_ERROR_TEXTS.unknown;
}

/**
 * Creates an event owned by `uid` (the server takes the owner from the caller's token;
 * `uid` only spares a call when nobody is signed in) and returns its id. `djId` is sent only
 * when the event is linked.
 */
export async function createEvent(uid: string, write: EventWrite): Promise<string> {
  if (!uid) throw new Error(WRITE_ERROR_TEXTS.unauthenticated);
  if (!write.title.trim()) throw new Error(EVENT_TITLE_REQUIRED_ON_CREATE);
  const { eventId } = await saveEvent(toSaveEventInput(write));
  return eventId;
}

/** Saves the form's fields to events/{eventId}. Without `djId` the event is unlinked. */
export async function updateEvent(eventId: string, write: EventWrite): Promise<void> {
  await saveEvent(toSaveEventInput(write, eventId));
}

/** Adds a link to events/{eventId}/links and returns its id. */
export async function addEventLink(eventId: string, write: EventLinkWrite): Promise<string> {
  const { linkId } = await addEventLinkCallable({ ...write, eventId });
  return linkId;
}

export async function deleteEventLink(eventId: string, linkId: string): Promise<void> {
  await deleteDoc(doc(firestore, 'events', eventId, 'links', linkId));
}
