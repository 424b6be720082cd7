import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import {
  BOOKING_MISSING_INFORMATION,
  formatDollars,
  formatIsoDate,
  formatStartTime,
  isStartTime,
  START_TIME_LABEL,
  type Quote,
} from '../../../domain';
import { beforeConfirmText, type PaymentMode } from '../../../domain/payment-texts';
import { DATE_BLOCK_TEXT, type ConfirmBlock } from './booking-form';

interface BookingSummaryProps {
  /** The form's date and start time, as typed: the summary says what is being booked. */
  eventDate: string;
  startTime: string;
  quote: Quote | null;
  hourlyRateCents: number;
  durationHours: number;
  block: ConfirmBlock;
  /** Disabled for another reason (sending, or already sent). */
  busy: boolean;
  /** createPayment is running. */
  submitting: boolean;
  /** The id of the form the Confirm button submits. */
  formId: string;
  /** What Confirm does to the money: a card hold, or nothing in demo mode. */
  paymentMode: PaymentMode;
}

const dollars = (amount: number) => formatDollars(amount, { decimals: 2 });

/** Said for a date or start time the form does not hold yet (its field says why). */
export const NOT_CHOSEN = 'Not chosen';

function Row({
  label,
  value,
  strong = false,
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
}) {
  // The total is set off by a rule drawn as its own border: a <dl> may hold only its groups
  // (a separator element inside failed axe's definition-list, issue 24).
  const rule = strong ? { borderTop: 1, borderColor: 'divider', pt: 1 } : {};
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, ...rule }}>
      <Typography component="dt" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 400 }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** The live quote (the same quoteBooking the server charges with) and Confirm Booking. */
export function BookingSummary({
  eventDate,
  startTime,
  quote,
  hourlyRateCents,
  durationHours,
  block,
  busy,
  submitting,
  formId,
  paymentMode,
}: BookingSummaryProps) {
  const headingId = useId();
  const noteId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        Booking Summary
      </Typography>
      {/* Not live, unlike the price: the person is typing these themselves. */}
      <Stack component="dl" spacing={1} data-testid="booking-summary-when" sx={{ m: 0, mb: 1 }}>
        <Row label="Date" value={formatIsoDate(eventDate) || NOT_CHOSEN} />
        <Row
          label={START_TIME_LABEL}
          value={isStartTime(startTime) ? formatStartTime(startTime) : NOT_CHOSEN}
        />
      </Stack>
      {quote ? (
        <Stack
          component="dl"
          spacing={1}
          data-testid="booking-summary"
          sx={{ m: 0 }}
          aria-live="polite"
        >
          <Row
            label={`Base (${durationHours} h × ${dollars(hourlyRateCents)})`}
            value={dollars(quote.baseCostCents)}
          />
          <Row label="Equipment fee" value={dollars(quote.equipmentFeeCents)} />
          <Row label="Platform fee (5%)" value={dollars(quote.platformFeeCents)} />
          <Row label="Total" value={dollars(quote.totalCostCents)} strong />
        </Stack>
      ) : (
        <Typography color="text.secondary">Choose a duration to see the price.</Typography>
      )}
      <Button
        type="submit"
        form={formId}
        variant="contained"
        color="secondary"
        size="large"
        fullWidth
        disabled={block !== null || busy}
        aria-describedby={block ? noteId : undefined}
        sx={{ mt: 3 }}
      >
        {submitting ? 'Creating booking…' : 'Confirm Booking'}
      </Button>
      <div id={noteId}>
        {block === 'missing' && (
          <Alert severity="info" sx={{ mt: 2 }}>
            <AlertTitle>{BOOKING_MISSING_INFORMATION.title}</AlertTitle>
            {BOOKING_MISSING_INFORMATION.description}
          </Alert>
        )}
        {(block === 'booked' || block === 'unavailable') && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {DATE_BLOCK_TEXT[block]}
          </Alert>
        )}
      </div>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {beforeConfirmText(paymentMode)}
      </Typography>
    </Paper>
  );
}
