import { httpsCallable } from 'firebase/functions';
import type { ContactInput, SendContactMessageResult } from '../../domain/contact-schema';
import type {
  AddEventLinkInput,
  AddEventLinkResult,
  SaveEventInput,
  SaveEventResult,
} from '../../domain/event-schema';
import type { SubmitReviewInput, SubmitReviewResult } from '../../domain/review-schema';
import { functions } from './functions';

/**
 * Typed wrappers for the callables that write what other people read: events, event links,
 * reviews and contact messages (the rules refuse these writes from the browser, so the
 * server can moderate, bound and rate-limit them). Request and result types come from the
 * domain schemas the functions validate with.
 */
function callable<Req, Res>(name: string) {
  const call = httpsCallable<Req, Res>(functions, name);
  return async (data: Req): Promise<Res> => (await call(data)).data;
}

/** Creates an event owned by the caller (no eventId) or updates one of theirs. */
export const saveEvent = callable<SaveEventInput, SaveEventResult>('saveEvent');
/** The event's owner adds an http(s) link. */
export const addEventLink = callable<AddEventLinkInput, AddEventLinkResult>('addEventLink');
/** The client of a completed booking reviews its DJ, once; the author comes from the account. */
export const submitReview = callable<SubmitReviewInput, SubmitReviewResult>('submitReview');
/** The contact form; works signed out. */
export const sendContactMessage = callable<ContactInput, SendContactMessageResult>(
  'sendContactMessage',
);
