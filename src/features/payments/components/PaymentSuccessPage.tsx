import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { formatDollars, formatIsoDate } from '../../../domain';
import { bookingStatusDisplay, otherDjsLink } from '../../../domain/booking-decline';
import { useSession } from '../../../lib/session/session-context';
import { parsePaymentSession, type PaymentBooking } from '../model/payment-session';
import { usePaymentBooking } from '../api/use-payment-booking';
import { isDemoPayment, paymentResultView } from './payment-result';

export { DEMO_PAYMENT_NOTICE as DEMO_NOTICE } from '../../../domain/payment-texts';
import {
  acceptedText,
  declinedText,
  DEMO_PAYMENT_NOTICE as DEMO_NOTICE,
  paymentResultHeading,
  requestSentText,
} from '../../../domain/payment-texts';

function Links({
  primary = 'Book Another DJ',
  primaryTo = '/discover',
}: {
  primary?: string;
  primaryTo?: string;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mt: 4, justifyContent: 'center' }}
    >
      <Button component={RouterLink} to={primaryTo} variant="contained">
        {primary}
      </Button>
      <Button component={RouterLink} to="/" variant="outlined">
        Back to Home
      </Button>
    </Stack>
  );
}

/**
 * The checkout session's id, shown only where something went wrong: it is the one thing
 * support can find a payment by. A booking that was found is shown by its facts instead.
 */
function SupportReference({ sessionId }: { sessionId: string | null }) {
  if (!sessionId) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
      Reference for support: {sessionId}
    </Typography>
  );
}

export function BookingFacts({ booking }: { booking: PaymentBooking }) {
  // "Declined" for the DJ's no, as on My Bookings (decision 0040).
  const display = bookingStatusDisplay(booking);
  return (
    <Stack spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
      <Typography>
        {booking.djName || 'Your DJ'} · {formatIsoDate(booking.eventDate)} ·{' '}
        {formatDollars(booking.totalCostCents, { decimals: 2 })}
      </Typography>
      <Chip label={display.label} color={display.color} size="small" data-testid="booking-status" />
    </Stack>
  );
}

function Verifying({ text = 'Verifying payment...' }: { text?: string }) {
  return (
    <Stack spacing={2} role="status" sx={{ alignItems: 'center' }}>
      <CircularProgress aria-hidden />
      <Typography>{text}</Typography>
    </Stack>
  );
}

interface PaymentSuccessPageProps {
  /**
   * Shown under the result while the request waits for the DJ (the app's push offer: "Get told
   * when Marcus Reid answers"). Outside the live region, so it is not read out with the result.
   */
  whileWaiting?: (waiting: { uid: string; djName: string }) => ReactNode;
}

/**
 * Checkout (or demo mode) returns here with ?session_id=… . The page reads the
 * booking live and says what is true: the card is authorised and the request
 * sent ('Booking Request Sent') until the DJ accepts, then 'Booking Confirmed'.
 */
export function PaymentSuccessPage({ whileWaiting }: PaymentSuccessPageProps = {}) {
  const [params] = useSearchParams();
  const location = useLocation();
  const sessionId = params.get('session_id');
  const session = useMemo(() => parsePaymentSession(sessionId), [sessionId]);
  const auth = useSession();
  const uid = auth.status === 'signed-in' ? auth.user.uid : null;
  const state = usePaymentBooking(session, uid);
  const view = paymentResultView(session, auth.status, state);
  const booking = 'booking' in view ? view.booking : null;
  const demo = isDemoPayment(session, booking);
  // Whether the declined request's date can still be booked, as of the page's opening.
  const [now] = useState(() => new Date());

  let body: ReactNode;
  switch (view.kind) {
    case 'verifying':
      body = <Verifying />;
      break;
    case 'awaiting':
      body = (
        <>
          <Verifying text="Verifying payment... waiting for the payment provider to confirm." />
        </>
      );
      break;
    case 'sign-in': {
      const next = encodeURIComponent(location.pathname + location.search);
      body = (
        <>
          <Typography variant="h4" component="h1">
            Sign in to see your booking
          </Typography>
          <Typography sx={{ mt: 2 }}>
            Your payment session is saved. Sign in with the account you booked with to check it.
          </Typography>
          <Button
            component={RouterLink}
            to={`/signin?next=${next}`}
            variant="contained"
            sx={{ mt: 3 }}
          >
            Sign In
          </Button>
        </>
      );
      break;
    }
    case 'unknown':
      body = (
        <>
          <Typography variant="h4" component="h1">
            Payment Not Found
          </Typography>
          <Typography sx={{ mt: 2 }}>
            We could not find a booking for this payment session. If you were charged, please
            contact us with the reference below.
          </Typography>
          <SupportReference sessionId={sessionId} />
          <Links />
        </>
      );
      break;
    case 'error':
      body = (
        <>
          <Typography variant="h4" component="h1">
            Could Not Verify Payment
          </Typography>
          <Typography sx={{ mt: 2 }}>
            We could not check your booking right now. Please look in My Bookings in a moment.
          </Typography>
          <SupportReference sessionId={sessionId} />
          <Links />
        </>
      );
      break;
    case 'cancelled':
      body = (
        <>
          <Typography variant="h4" component="h1">
            Booking Cancelled
          </Typography>
          <Typography sx={{ mt: 2 }}>
            This booking was cancelled, so nothing will be charged. You can book again at any time.
          </Typography>
          <BookingFacts booking={view.booking} />
          <Links primary="Try Booking Again" />
        </>
      );
      break;
    case 'declined': {
      const findDjs = otherDjsLink(view.booking, now);
      body = (
        <>
          <Typography variant="h4" component="h1">
            Booking Declined
          </Typography>
          <Typography sx={{ mt: 2 }}>{declinedText(view.booking.djName)}</Typography>
          <BookingFacts booking={view.booking} />
          {/* The way on is other DJs free that day, while it can still be booked. */}
          <Links primary={findDjs?.label} primaryTo={findDjs?.href} />
        </>
      );
      break;
    }
    case 'success': {
      const mode = demo ? 'demo' : 'card';
      const { heading, status } = paymentResultHeading(mode, view.confirmed);
      body = (
        <>
          <Typography variant="h4" component="h1" color="success.main">
            {heading}
          </Typography>
          {status && (
            <Typography variant="h6" component="p" sx={{ mt: 1 }}>
              {status}
            </Typography>
          )}
          <Typography sx={{ mt: 1 }}>
            {view.confirmed
              ? acceptedText(mode, view.booking.djName)
              : requestSentText(mode, view.booking.djName)}
          </Typography>
          <BookingFacts booking={view.booking} />
          <Typography sx={{ mt: 2 }}>
            A confirmation e-mail will follow, and your DJ will contact you to plan the event.
          </Typography>
          <Button component={RouterLink} to="/bookings" sx={{ mt: 2 }}>
            View My Bookings
          </Button>
          <Links />
        </>
      );
      break;
    }
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        {demo && (
          <Alert severity="info" sx={{ mb: 3, textAlign: 'left' }}>
            {DEMO_NOTICE}
          </Alert>
        )}
        <div aria-live="polite">{body}</div>
      </Paper>
      {whileWaiting && uid && view.kind === 'success' && !view.confirmed && (
        <Box sx={{ mt: 3 }}>{whileWaiting({ uid, djName: view.booking.djName })}</Box>
      )}
    </Container>
  );
}

export default PaymentSuccessPage;
