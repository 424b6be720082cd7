import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FOCUS_TARGET_SX } from '../../../components/focus/focus-ring';
import type { BookingActionView, BookingCardView } from '../model/booking-view';
import { DeclineDetails } from './DeclineDetails';
import { SpecialRequestsDetail } from './SpecialRequestsDetail';

interface BookingCardProps {
  view: BookingCardView;
  /** A call for this booking is in flight. */
  busy: boolean;
  onAction: (action: BookingActionView) => void;
  /** More for this card (the client's Leave Review). */
  children?: ReactNode;
  /**
   * The level of the counterpart's name: 3 under a list's own h2, 2 when the list has no
   * heading of its own (a dashboard tab), so heading levels never skip one.
   */
  headingLevel?: 2 | 3;
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
export function BookingCard({
  view,
  busy,
  onAction,
  children,
  headingLevel = 3,
}: BookingCardProps) {
  const idPrefix = useId();
  // Why an action is disabled, shown under the buttons and tied to its button
  // (aria-describedby), so a screen reader reading "Accept …, dimmed" also reads why.
  const reasonId = (action: BookingActionView) => `${idPrefix}-${action.action}-reason`;
  const disabled = view.actions.filter((a) => a.disabledReason !== null);
  const cardRef = useRef<HTMLLIElement>(null);
  const wasBusy = useRef(busy);
  // When an action ends, the button that started it is usually gone (Accept becomes Cancel or
  // Mark as Completed) or was disabled while the call ran, and a confirmation dialog restores
  // focus to a button that no longer exists: focus would fall to the page's body and a
  // keyboard user would start again from the top. The card itself stays (same booking, same
  // element), so focus lands on it, named by its label; Tab reaches its new actions.
  useEffect(() => {
    const finished = wasBusy.current && !busy;
    wasBusy.current = busy;
    const card = cardRef.current;
    if (!finished || !card) return;
    const active = document.activeElement;
    const lost =
      !active ||
      active === document.body ||
      card.contains(active) ||
      active.closest('[role="dialog"]') !== null;
    if (lost) card.focus({ preventScroll: true });
  }, [busy]);
  return (
    <Paper
      ref={cardRef}
      component="li"
      variant="outlined"
      aria-label={view.label}
      data-testid="booking-card"
      data-booking-id={view.id}
      tabIndex={-1}
      sx={{
        p: { xs: 2, md: 3 },
        listStyle: 'none',
        ...FOCUS_TARGET_SX,
      }}
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
          <Typography variant="h6" component={`h${headingLevel}`}>
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
      {view.takeHomeText && (
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="booking-take-home"
          sx={{ mt: 0.5, textAlign: { sm: 'right' } }}
        >
          {view.takeHomeText}
        </Typography>
      )}

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
        {view.specialRequests && <SpecialRequestsDetail view={view.specialRequests} />}
      </Box>

      {view.note && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {view.note}
        </Typography>
      )}
      <DeclineDetails reason={view.declineReason} findDjs={view.findDjs} />

      {view.actions.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {view.actions.map((a) => (
            <Button
              key={a.action}
              variant={a.destructive ? 'outlined' : 'contained'}
              color={a.destructive ? 'error' : 'primary'}
              size="small"
              aria-label={a.ariaLabel}
              aria-describedby={a.disabledReason !== null ? reasonId(a) : undefined}
              disabled={busy || a.disabledReason !== null}
              onClick={() => onAction(a)}
            >
              {a.label}
            </Button>
          ))}
        </Stack>
      )}
      {disabled.map((a) => (
        <Typography
          key={a.action}
          id={reasonId(a)}
          variant="caption"
          color="text.secondary"
          component="p"
        >
          {a.disabledReason}
        </Typography>
      ))}
      {children}
    </Paper>
  );
}
