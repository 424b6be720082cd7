import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState } from 'react';
import { checkDeclineReason } from '../../../domain/booking-decline';
import type { ConfirmationReasonField } from '../model/booking-decline-view';
import type { BookingConfirmation } from '../model/booking-view';

interface DeclineRequestDialogProps {
  open: boolean;
  /** The decline's prompt, with its reason field (booking-decline-view.ts). */
  confirmation: BookingConfirmation & { reason: ConfirmationReasonField };
  busy: boolean;
  /**
   * Declines with the checked reason (undefined: none). Resolves with the server's refusal
   * to show by the field, or null when the decline was taken (the caller then closes this).
   */
  onConfirm: (reason: string | undefined) => Promise<string | null>;
  onCancel: () => void;
  /** As ConfirmDialog's: once closed, whether focus was left inside it. */
  onClosed?: (focusLost: boolean) => void;
}

/**
 * "Decline this request?" with an optional reason the client will read (decision 0040), or
 * the DJ's "Cancel this booking?" whose reason is required (decision 0050).
 * Nothing is sent until Decline request; Escape, a click outside and Keep request close it
 * unless the call is under way. The reason gets the same check as on the server
 * (checkDeclineReason: length and off-platform contact), and a refusal from the server is
 * shown under the field too, announced as an alert. Focus goes to the dialog itself, as in
 * ConfirmDialog, not to the field: on a phone the keyboard would cover the question.
 */
export function DeclineRequestDialog({
  open,
  confirmation,
  busy,
  onConfirm,
  onCancel,
  onClosed,
}: DeclineRequestDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = confirmation.reason;

  const problemWith = (value: string): string | null => {
    const checked = checkDeclineReason(value);
    if (!checked.ok) return checked.notice.description;
    return checked.reason === null && field.requiredText ? field.requiredText : null;
  };

  const decline = async () => {
    const problem = problemWith(text);
    const checked = checkDeclineReason(text);
    if (problem !== null || !checked.ok) {
      setError(problem);
      return;
    }
    setError(null);
    setError(await onConfirm(checked.reason ?? undefined));
  };

  // A new request starts with an empty field: what was typed for the last one is gone once
  // the dialog has finished closing.
  const closed = () => {
    setText('');
    setError(null);
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
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: closed } }}
    >
      <DialogTitle id={titleId}>{confirmation.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} sx={{ mb: 2 }}>
          {confirmation.message}
        </DialogContentText>
        <TextField
          label={field.label}
          fullWidth
          multiline
          minRows={3}
          value={text}
          disabled={busy}
          onChange={(e) => {
            setText(e.target.value);
            // Once an error shows it follows the text, so it goes as soon as the text is fine.
            if (error !== null) setError(problemWith(e.target.value));
          }}
          error={error !== null}
          helperText={
            error !== null ? (
              <span role="alert">{error}</span>
            ) : (
              `${field.helperText} ${text.length}/${field.maxLength}`
            )
          }
          slotProps={{ htmlInput: { maxLength: field.maxLength } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {confirmation.dismissLabel}
        </Button>
        <Button onClick={() => void decline()} disabled={busy} variant="contained" color="error">
          {confirmation.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
