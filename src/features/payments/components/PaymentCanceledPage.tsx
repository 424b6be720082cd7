import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { isValidDocId } from '../../../domain';
import { bookingPath } from '../../../domain/booking-links';
import { useSession } from '../../../lib/session/session-context';
import { cancelUnpaidBooking } from '../api/abandon-checkout';
import type { PaymentBooking } from '../model/payment-session';
import { usePaymentBooking } from '../api/use-payment-booking';
import { BookingFacts } from './PaymentSuccessPage';

export const CANCEL_REQUEST = 'Cancel Request';
export const AWAITING_TEXT =
  'This request is still waiting for payment. Cancel it here if you no longer want it; otherwise the checkout link expires on its own and the request is cancelled then.';
export const CANCELLED_TEXT = 'This request is cancelled. Nothing is held on your card.';
export const PAID_TEXT = 'Your payment went through after all: the request was sent to the DJ.';

type Cancelling = 'idle' | 'busy' | 'failed';

function BookingPanel({ booking }: { booking: PaymentBooking }) {
  const [cancelling, setCancelling] = useState<Cancelling>('idle');
  const cancel = () => {
    setCancelling('busy');
    // The page shows the result from the live booking; only a failure needs saying.
    cancelUnpaidBooking(booking.id).then(
      () => setCancelling('idle'),
      () => setCancelling('failed'),
    );
  };
  return (
    <Stack spacing={2} sx={{ mt: 3, alignItems: 'center' }} data-testid="canceled-booking">
      <BookingFacts booking={booking} />
      {booking.status === 'awaiting_payment' && (
        <>
          <Typography variant="body2" color="text.secondary">
            {AWAITING_TEXT}
          </Typography>
          <Button
            variant="outlined"
            color="error"
            onClick={cancel}
            disabled={cancelling === 'busy'}
          >
            {CANCEL_REQUEST}
          </Button>
          {cancelling === 'failed' && (
            <Alert severity="error">The request could not be cancelled. Please try again.</Alert>
          )}
        </>
      )}
      {booking.status === 'cancelled' && (
        <Typography variant="body2" color="text.secondary">
          {CANCELLED_TEXT}
        </Typography>
      )}
      {(booking.status === 'pending' ||
        booking.status === 'confirmed' ||
        booking.status === 'completed') && (
        <Typography variant="body2">
          {PAID_TEXT} <RouterLink to={bookingPath(booking.id)}>Open your booking</RouterLink>
        </Typography>
      )}
    </Stack>
  );
}

/**
 * Stripe Checkout's cancel URL: /payment-canceled?booking=<id>. Loading it changes nothing:
 * a page load is not a decision (a prefetch, a reload or a stray link would cancel a request
 * the client still meant to pay). It shows the booking, live; the client cancels it with the
 * button (abandonCheckout, which also expires the Checkout Session), or the session's own
 * expiry cancels it through the webhook.
 */
export function PaymentCanceledPage() {
  const [params] = useSearchParams();
  const bookingId = params.get('booking');
  const knownBooking = bookingId !== null && isValidDocId(bookingId);
  const session = useSession();
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  const state = usePaymentBooking(
    knownBooking ? { kind: 'booking', bookingId } : { kind: 'invalid' },
    uid,
  );
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <Typography variant="h4" component="h1">
          Payment Canceled
        </Typography>
        <Typography sx={{ mt: 2 }}>
          Your booking was not completed. No charges were made.
        </Typography>
        {state.status === 'ready' && <BookingPanel booking={state.data} />}
        <Typography variant="h6" component="h2" sx={{ mt: 4 }}>
          What happened?
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          You left the secure checkout before your card was authorised, so the DJ did not receive a
          request and nothing was held on your card. You can start again whenever you are ready.
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 4, justifyContent: 'center' }}
        >
          <Button component={RouterLink} to="/discover" variant="contained">
            Try Booking Again
          </Button>
          <Button component={RouterLink} to="/" variant="outlined">
            Back to Home
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

export default PaymentCanceledPage;
