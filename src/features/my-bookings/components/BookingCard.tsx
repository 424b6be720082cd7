import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FOCUS_TARGET_SX } from '../../../components/focus/focus-ring';
import type { BookingActionView, BookingCardView } from '../model/booking-view';
import { detailsLink } from '../model/booking-details-link';
import { BookingActionButtons } from './BookingActionButtons';
import { BookingFacts } from './BookingFacts';
import { DeclineDetails } from './DeclineDetails';
import { ResponseDeadline } from './ResponseDeadline';

interface BookingCardProps {
  view: BookingCardView;
  /** A call for this booking is in flight. */
  busy: boolean;
  onAction: (action: BookingActionView) => void;
  /** More for this card (the client's Leave Review). */
  children?: ReactNode;
  /**
   * The level of the counterpart's name, one below the heading over the card (the list's
   * part, "Upcoming", is an h2 or h3), so heading levels never skip one.
   */
  headingLevel?: 2 | 3 | 4;
}

/** One booking: who, when, what, where, status, total and the viewer's actions. */
export function BookingCard({
  view,
  busy,
  onAction,
  children,
  headingLevel = 3,
}: BookingCardProps) {
  const details = detailsLink(view);
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

      <BookingFacts view={view} />

      {view.responseDeadline && <ResponseDeadline deadline={view.responseDeadline} />}

      {view.note && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {view.note}
        </Typography>
      )}
      <DeclineDetails reason={view.declineReason} findDjs={view.findDjs} />

      <Button
        component={RouterLink}
        to={details.href}
        aria-label={details.label}
        size="small"
        // A gap before the button that may follow on its line (Leave Review, an action).
        sx={{ mb: 1, mr: 1 }}
      >
        View details
      </Button>
      <BookingActionButtons actions={view.actions} busy={busy} onAction={onAction} />
      {children}
    </Paper>
  );
}
