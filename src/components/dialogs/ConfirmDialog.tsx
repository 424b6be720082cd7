import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useRef } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** The way out; worded differently where "Cancel" would be ambiguous (cancelling a booking). */
  cancelLabel?: string;
  /** Red for what cannot be undone. */
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /**
   * Once the dialog has finished closing. It gives focus back to the control that opened it
   * as it starts to close; when the confirmed action had already removed that control, focus
   * is still inside the closing dialog and would fall to the page's body as it goes
   * (`focusLost`). Either way the caller can put focus on what replaced the control.
   */
  onClosed?: (focusLost: boolean) => void;
}

/** A yes/no question before an action that is hard to take back. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
  onClosed,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const closed = () => {
    const active = document.activeElement;
    const lost = !active || active === document.body || Boolean(rootRef.current?.contains(active));
    onClosed?.(lost);
  };
  return (
    <Dialog
      ref={rootRef}
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      slotProps={{ transition: { onExited: closed } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
