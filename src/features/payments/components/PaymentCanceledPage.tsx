import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { isValidDocId } from '../../../domain';
import { useSession } from '../../../lib/session/session-context';

/**
 * Stripe Checkout's cancel URL: /payment-canceled?booking=<id>. The abandoned
 * booking is cancelled on the server at once (abandonCheckout, which also
 * expires the Checkout Session); nothing was authorised. If that call fails,
 * the session's own expiry cancels it later.
 */
export function PaymentCanceledPage() {
  const [params] = useSearchParams();
  const bookingId = params.get('booking');
  const knownBooking = bookingId !== null && isValidDocId(bookingId);
  const session = useSession();
  const signedIn = session.status === 'signed-in';

  useEffect(() => {
    if (!knownBooking || !signedIn || bookingId === null) return;
    void import('../../../lib/firebase/callables')
      .then(({ abandonCheckout }) => abandonCheckout({ bookingId }))
      .catch((error: unknown) => console.warn('Could not cancel the unpaid booking', error));
  }, [bookingId, knownBooking, signedIn]);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <Typography variant="h4" component="h1">
          Payment Canceled
        </Typography>
        <Typography sx={{ mt: 2 }}>
          Your booking was not completed. No charges were made.
        </Typography>
        {knownBooking && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 1, overflowWrap: 'anywhere' }}
          >
            Booking {bookingId} was not completed and the DJ was not asked. The unpaid booking is
            cancelled; nothing is held on your card.
          </Typography>
        )}
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
