import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { BookingActionView } from '../model/booking-view';

interface BookingActionButtonsProps {
  actions: readonly BookingActionView[];
  /** A call for this booking is in flight. */
  busy: boolean;
  onAction: (action: BookingActionView) => void;
}

/**
 * A booking's actions for its viewer (Accept, Decline, Cancel, Mark as Completed), on its card
 * and on its page. Why an action is disabled is shown under the buttons and tied to its button
 * (aria-describedby), so a screen reader reading "Accept …, dimmed" also reads why.
 */
export function BookingActionButtons({ actions, busy, onAction }: BookingActionButtonsProps) {
  const idPrefix = useId();
  const reasonId = (action: BookingActionView) => `${idPrefix}-${action.action}-reason`;
  const disabled = actions.filter((a) => a.disabledReason !== null);
  return (
    <>
      {actions.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actions.map((a) => (
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
    </>
  );
}
