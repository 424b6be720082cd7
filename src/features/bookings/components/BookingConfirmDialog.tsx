import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { BookingConfirmation } from '../model/booking-view';

interface BookingConfirmDialogProps {
  /** null: closed. */
  confirmation: BookingConfirmation | null;
  destructive: boolean;
  busy: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
}

/** "Are you sure?" before a booking action, with what it costs or refunds. */
export function BookingConfirmDialog({
  confirmation,
  destructive,
  busy,
  onConfirm,
  onDismiss,
}: BookingConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={confirmation !== null}
      onClose={busy ? undefined : onDismiss}
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <DialogTitle id={titleId}>{confirmation?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{confirmation?.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDismiss} disabled={busy}>
          {confirmation?.dismissLabel}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
        >
          {confirmation?.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
