import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { countdownText, djRespondsByText, respondByText } from '../../../domain/response-deadline';
import { useMinuteClock } from '../hooks/use-minute-clock';
import type { BookingCardView } from '../model/booking-view';

/**
 * "Respond by Tue 3 Dec, 18:00" on the DJ's pending request, "DJ responds by …" on the
 * client's, in the reader's zone; in the last day also "5 h 20 min left", counted down each
 * minute. Gone once the deadline has passed (the request is about to expire).
 */
export function ResponseDeadline({
  deadline,
}: {
  deadline: NonNullable<BookingCardView['responseDeadline']>;
}) {
  const now = useMinuteClock(deadline.at);
  if (now.getTime() >= deadline.at.getTime()) return null;
  const text =
    deadline.viewer === 'dj' ? respondByText(deadline.at) : djRespondsByText(deadline.at);
  const left = countdownText(deadline.at, now);
  return (
    <Typography
      variant="body2"
      data-testid="response-deadline"
      sx={{ mb: 1, fontWeight: 600, overflowWrap: 'anywhere' }}
    >
      {text}
      {left && (
        <Box component="span" sx={{ fontWeight: 700 }} data-testid="response-countdown">
          {' · '}
          {left}
        </Box>
      )}
    </Typography>
  );
}
