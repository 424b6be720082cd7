import { collection, doc, limit, query, where } from 'firebase/firestore';
import {
  knownBooking,
  parseBookingDocument,
  type KnownBooking,
} from '../../../lib/booking-document';
import { readOnlyConverter, useLiveDoc, useLiveQuery } from '../../../lib/firebase/live-data';
import { docErrorState, type LiveDoc } from '../../../lib/firebase/live-states';
import type { PaymentBooking, PaymentSession } from '../model/payment-session';

// null: a status the pages cannot word, said like no booking.
const bookingConverter = readOnlyConverter((id, data) =>
  knownBooking(parseBookingDocument(id, data)),
);

/** What names the booking: a payment session, or (on /payment-canceled) the booking's id. */
export type BookingLookup = PaymentSession | { kind: 'booking'; bookingId: string };

/** The booking read by id or found by its session, as one document. */
function found(
  booking: KnownBooking | null | undefined,
  fromCache: boolean,
): LiveDoc<KnownBooking> {
  if (booking) return { status: 'ready', data: booking, error: null, fromCache };
  // As for a document: the cache alone saying "none" waits for the server.
  return fromCache
    ? { status: 'loading', data: undefined, error: null }
    : { status: 'not-found', data: undefined, error: null };
}

/**
 * The booking a payment session belongs to, live, for its client; `loading`
 * while there is no valid session or nobody is signed in. Demo sessions name
 * the booking (`demo_<id>`), as does the cancel page's `?booking=<id>`; a
 * Stripe session id is looked up with `where('clientUid', '==', uid)` (which
 * the rules require for a list) and `where('payment.checkoutSessionId', '==', id)`.
 * A booking the rules hide is `not-found`, said like a missing one.
 */
export function usePaymentBooking(
  session: BookingLookup,
  uid: string | null,
): LiveDoc<PaymentBooking> {
  const bookingId =
    session.kind === 'demo' || session.kind === 'booking' ? session.bookingId : null;
  const sessionId = session.kind === 'stripe' ? session.sessionId : null;
  const byId = useLiveDoc(uid && bookingId ? `${uid}:bookings/${bookingId}` : null, (db) =>
    doc(db, 'bookings', bookingId ?? '').withConverter(bookingConverter),
  );
  const bySession = useLiveQuery(
    uid && sessionId ? `${uid}:checkout/${sessionId}` : null,
    (db) =>
      query(
        collection(db, 'bookings').withConverter(bookingConverter),
        where('clientUid', '==', uid),
        where('payment.checkoutSessionId', '==', sessionId),
        limit(1),
      ),
    // The cache finding no booking waits for the server's answer (see found()).
    { label: 'Payment booking', includeMetadataChanges: true },
  );
  if (sessionId === null) return byId.status === 'ready' ? found(byId.data, byId.fromCache) : byId;
  if (bySession.status === 'error') return docErrorState(bySession.error);
  if (bySession.status === 'loading') return bySession;
  return found(bySession.data[0], bySession.fromCache);
}
