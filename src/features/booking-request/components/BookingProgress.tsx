import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FindDjsLink } from '../../../components/booking/FindDjsLink';
import { formatDollars, formatIsoDate, isValidDocId } from '../../../domain';
import { bookingStatusDisplay, otherDjsLink } from '../../../domain/booking-decline';
import { useCreatedBooking } from '../api/use-created-booking';
import { bookingProgressText } from './booking-progress-text';

export { DEMO_PAYMENT_NOTICE as DEMO_NOTICE } from '../../../domain/payment-texts';
import { DEMO_PAYMENT_NOTICE as DEMO_NOTICE } from '../../../domain/payment-texts';

interface BookingProgressProps {
  bookingId: string;
  /** Checkout's address, for the "Continue to payment" link. */
  paymentUrl: string;
  /** The browser blocked the new tab: the link is the way on. */
  blocked: boolean;
  demo: boolean;
}

/** After Confirm: the new booking, live, and the way to the payment. */
export function BookingProgress({ bookingId, paymentUrl, blocked, demo }: BookingProgressProps) {
  const headingId = useId();
  const state = useCreatedBooking(bookingId);
  const booking = state.status === 'ready' ? state.data : null;
  // Just created: "not found" is the server not having it yet, unless the rules refused it.
  // An id that cannot be a booking's reads nothing, so it would otherwise wait forever.
  const failed = state.error !== null || !isValidDocId(bookingId);
  const awaitingPayment = !booking || booking.status === 'awaiting_payment';
  // Whether a declined request's date can still be booked, as of the page's opening.
  const [now] = useState(() => new Date());
  const findDjs = booking ? otherDjsLink(booking, now) : null;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        Your Booking
      </Typography>
      {(demo || booking?.paymentProvider === 'demo') && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {DEMO_NOTICE}
        </Alert>
      )}
      <div role="status" aria-live="polite">
        {failed ? (
          <Alert severity="warning">
            We could not load your booking here. You can find it in My Bookings.
          </Alert>
        ) : booking ? (
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography>Status:</Typography>
              <Chip
                label={bookingStatusDisplay(booking).label}
                color={bookingStatusDisplay(booking).color}
                size="small"
                data-testid="booking-status"
              />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {formatIsoDate(booking.eventDate)} ·{' '}
              {formatDollars(booking.totalCostCents, { decimals: 2 })}
            </Typography>
            <Typography>
              {bookingProgressText(
                booking,
                demo || booking.paymentProvider === 'demo' ? 'demo' : 'card',
              )}
            </Typography>
            {findDjs && (
              <Box>
                <FindDjsLink link={findDjs} />
              </Box>
            )}
          </Stack>
        ) : (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>Loading your booking…</Typography>
          </Stack>
        )}
      </div>
      {blocked && awaitingPayment && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          Your browser blocked the payment tab. Use the button below to continue.
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
        {awaitingPayment && (
          <Button
            component="a"
            href={paymentUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant={blocked ? 'contained' : 'outlined'}
            color="secondary"
          >
            Continue to payment
          </Button>
        )}
        <Button component={RouterLink} to="/bookings" variant="outlined">
          My Bookings
        </Button>
      </Stack>
    </Paper>
  );
}
