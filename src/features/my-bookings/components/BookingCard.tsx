import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { BookingActionView, BookingCardView } from '../model/booking-view';

interface BookingCardProps {
  view: BookingCardView;
  /** A call for this booking is in flight. */
  busy: boolean;
  onAction: (action: BookingActionView) => void;
  /** More for this card (the client's Leave Review). */
  children?: ReactNode;
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** One booking: who, when, what, where, status, total and the viewer's actions. */
export function BookingCard({ view, busy, onAction, children }: BookingCardProps) {
  const reasons = view.actions.map((a) => a.disabledReason).filter((r): r is string => r !== null);
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={view.label}
      data-testid="booking-card"
      sx={{ p: { xs: 2, md: 3 }, listStyle: 'none' }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box>
          <Typography variant="caption" color="text.secondary">
            {view.counterpartRole}
          </Typography>
          <Typography variant="h6" component="h3">
            {view.counterpartName}
          </Typography>
        </Box>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Chip
            size="small"
            label={view.status.label}
            color={view.status.color}
            data-testid="booking-status"
          />
          <Typography variant="h6" component="p" aria-label={`Total ${view.totalText}`}>
            {view.totalText}
          </Typography>
        </Stack>
      </Stack>

      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' },
          gap: 2,
          my: 2,
        }}
      >
        <Detail term="Date" value={view.dateText} />
        <Detail term="Duration" value={view.durationText} />
        <Detail term="Event type" value={view.eventTypeText} />
        <Detail term="Venue" value={view.venue} />
        <Detail term="Guests" value={view.guestsText} />
      </Box>

      {view.note && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {view.note}
        </Typography>
      )}

      {view.actions.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {view.actions.map((a) => (
            <Button
              key={a.action}
              variant={a.destructive ? 'outlined' : 'contained'}
              color={a.destructive ? 'error' : 'primary'}
              size="small"
              aria-label={a.ariaLabel}
              disabled={busy || a.disabledReason !== null}
              onClick={() => onAction(a)}
            >
              {a.label}
            </Button>
          ))}
        </Stack>
      )}
      {reasons.map((reason) => (
        <Typography key={reason} variant="caption" color="text.secondary" component="p">
          {reason}
        </Typography>
      ))}
      {children}
    </Paper>
  );
}
