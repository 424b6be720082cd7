import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FindDjsLink } from '../../../components/booking/FindDjsLink';
import type { DeclineReasonView } from '../model/booking-decline-view';

interface DeclineDetailsProps {
  reason: DeclineReasonView | null;
  findDjs: { label: string; href: string } | null;
}

/**
 * Under a declined request's note: the DJ's reason and, for the client, the way to other DJs
 * free that day (decision 0040). The DJ wrote the reason: it is a React text node only, so any
 * markup shows as typed; pre-line keeps their line breaks and overflow-wrap:anywhere breaks a
 * long unbroken word instead of widening the card on a phone.
 */
export function DeclineDetails({ reason, findDjs }: DeclineDetailsProps) {
  if (!reason && !findDjs) return null;
  return (
    <Box sx={{ mb: 1 }}>
      {reason && (
        <Box sx={{ mb: 1, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {reason.heading}
          </Typography>
          <Typography
            variant="body2"
            data-testid="decline-reason"
            sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {reason.text}
          </Typography>
        </Box>
      )}
      {findDjs && <FindDjsLink link={findDjs} />}
    </Box>
  );
}
