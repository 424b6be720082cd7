import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { START_TIME_LABEL } from '../../../domain/event-start-time';
import type { BookingCardView } from '../model/booking-view';
import { SpecialRequestsDetail } from './SpecialRequestsDetail';

interface BookingFactsProps {
  view: BookingCardView;
  /** Facts only the booking's page has room for (equipment), after the card's own. */
  more?: readonly { term: string; value: string }[];
  /** The card's dense grid of small text, or the booking page's roomier one. */
  variant?: 'card' | 'page';
}

/** One term and its value in a booking's <dl>. */
export function BookingFact({
  term,
  value,
  variant = 'card',
}: {
  term: string;
  value: string;
  variant?: 'card' | 'page';
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {term}
      </Typography>
      <Typography
        component="dd"
        variant={variant === 'page' ? 'body1' : 'body2'}
        sx={{ m: 0, overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/**
 * What was booked, as a <dl>: date, start time, duration, event type, venue, guests and the
 * client's special requests. The same on a booking's card and on its page (decision 0046), so
 * the two cannot word a booking differently. A long value (a venue without spaces) wraps
 * inside its column rather than widening the card on a phone.
 */
export function BookingFacts({ view, more = [], variant = 'card' }: BookingFactsProps) {
  const page = variant === 'page';
  const facts = [
    { term: 'Date', value: view.dateText },
    { term: START_TIME_LABEL, value: view.startTimeText },
    { term: 'Duration', value: view.durationText },
    { term: 'Event type', value: view.eventTypeText },
    { term: 'Venue', value: view.venue },
    { term: 'Guests', value: view.guestsText },
    ...more,
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: page
          ? { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }
          : { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' },
        gap: 2,
        my: page ? 0 : 2,
      }}
    >
      {facts.map(({ term, value }) => (
        <BookingFact key={term} term={term} value={value} variant={variant} />
      ))}
      {view.specialRequests && <SpecialRequestsDetail view={view.specialRequests} />}
    </Box>
  );
}
