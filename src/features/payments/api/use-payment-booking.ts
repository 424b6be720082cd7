import {
  collection,
  doc,
  limit,
  onSnapshot,
  query,
  where,
  type DocumentSnapshot,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import {
  parsePaymentBooking,
  type PaymentBooking,
  type PaymentSession,
} from '../model/payment-session';

export type PaymentBookingState =
  /** Nothing to read: no valid session, or nobody signed in. */
  | { status: 'idle' }
  | { status: 'loading' }
  /** No booking of this person has that session (or it cannot be read). */
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'ready'; booking: PaymentBooking };

function fromDoc(snapshot: DocumentSnapshot): PaymentBookingState {
  const data = snapshot.data();
  const booking = data ? parsePaymentBooking(snapshot.id, data) : null;
  if (booking) return { status: 'ready', booking };
  return snapshot.metadata.fromCache ? { status: 'loading' } : { status: 'not-found' };
}

/** What names the booking: a payment session, or (on /payment-canceled) the booking's id. */
export type BookingLookup = PaymentSession | { kind: 'booking'; bookingId: string };

/**
 * The booking a payment session belongs to, live, for its client. Demo
 * sessions name the booking (`demo_<id>`), as does the cancel page's
 * `?booking=<id>`; a Stripe session id is looked up
 * with `where('clientUid', '==', uid)` (which the rules require for a list)
 * and `where('payment.checkoutSessionId', '==', id)`.
 */
export function usePaymentBooking(session: BookingLookup, uid: string | null): PaymentBookingState {
  const firestore = useFirestore();
  const byId = session.kind === 'demo' || session.kind === 'booking';
  const target =
    session.kind === 'demo' || session.kind === 'booking'
      ? session.bookingId
      : session.kind === 'stripe'
        ? session.sessionId
        : null;
  const key = uid && target ? `${uid}/${session.kind}/${target}` : null;
  const [result, setResult] = useState<{ key: string; state: PaymentBookingState } | null>(null);

  useEffect(() => {
    if (key === null || uid === null || target === null) return undefined;
    // A permission error means "not this person's booking", said like a missing one.
    const onError = (error: { code: string }) =>
      setResult({
        key,
        state: error.code === 'permission-denied' ? { status: 'not-found' } : { status: 'error' },
      });
    if (byId) {
      return onSnapshot(
        doc(firestore, 'bookings', target),
        { includeMetadataChanges: true },
        { next: (snapshot) => setResult({ key, state: fromDoc(snapshot) }), error: onError },
      );
    }
    const bookingQuery = query(
      collection(firestore, 'bookings'),
      where('clientUid', '==', uid),
      where('payment.checkoutSessionId', '==', target),
      limit(1),
    );
    return onSnapshot(
      bookingQuery,
      { includeMetadataChanges: true },
      {
        next: (snapshot) => {
          const first = snapshot.docs[0];
          const booking = first ? parsePaymentBooking(first.id, first.data()) : null;
          setResult({
            key,
            state: booking
              ? { status: 'ready', booking }
              : snapshot.metadata.fromCache
                ? { status: 'loading' }
                : { status: 'not-found' },
          });
        },
        error: onError,
      },
    );
  }, [firestore, key, uid, target, byId]);

  if (key === null) return { status: 'idle' };
  return result && result.key === key ? result.state : { status: 'loading' };
}
