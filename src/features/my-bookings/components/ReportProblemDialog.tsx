import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { PROBLEM_DETAILS_MAX, PROBLEM_DETAILS_MIN } from '../../../domain/payouts';
import { requiredText } from '../../../domain/schema-fields';
import { validateInput } from '../../../domain/validate';
import { PROBLEM_HOLD_TEXT } from './report-problem-texts';

export const PROBLEM_DETAILS_REQUIRED = 'Please describe the problem.';
export const PROBLEM_DETAILS_TOO_SHORT = `Please describe the problem in at least ${PROBLEM_DETAILS_MIN} characters.`;
export { PROBLEM_HOLD_TEXT };

/**
 * The report's one field, with the repo's field rules (trimmed, angle brackets removed, then
 * required and bounded); the reportBookingProblem callable checks the same bounds again.
 */
const problemDetailsSchema = requiredText(PROBLEM_DETAILS_MAX, PROBLEM_DETAILS_REQUIRED).min(
  PROBLEM_DETAILS_MIN,
  PROBLEM_DETAILS_TOO_SHORT,
);

/** The details as sent, or the first problem with them. */
export function checkProblemDetails(
  details: string,
): { ok: true; value: string } | { ok: false; message: string } {
  const result = validateInput(problemDetailsSchema, details);
  if (result.ok) return { ok: true, value: result.value };
  return { ok: false, message: result.problems[0]?.message ?? PROBLEM_DETAILS_REQUIRED };
}

interface ReportProblemDialogProps {
  open: boolean;
  /** 'your booking with Marcus Reid on Dec 12, 2026'. */
  bookingText: string;
  onClose: () => void;
  /** Sends the checked details; the dialog stays open (busy) until it settles. */
  onSubmit: (details: string) => Promise<void>;
}

/** A required description of what went wrong, and what happens to the DJ's payment meanwhile. */
export function ReportProblemDialog({
  open,
  bookingText,
  onClose,
  onSubmit,
}: ReportProblemDialogProps) {
  const titleId = useId();
  const textId = useId();
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const checked = checkProblemDetails(details);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onSubmit(checked.value);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>Report a problem</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {`Tell us what went wrong with ${bookingText}. ${PROBLEM_HOLD_TEXT}`}
        </DialogContentText>
        <TextField
          label="What went wrong?"
          required
          fullWidth
          multiline
          minRows={4}
          value={details}
          onChange={(e) => {
            setDetails(e.target.value);
            // Once an error shows, it follows the text, so it clears as soon as the text is fine.
            if (error !== null) {
              const checked = checkProblemDetails(e.target.value);
              setError(checked.ok ? null : checked.message);
            }
          }}
          error={error !== null}
          helperText={error ?? `${details.length}/${PROBLEM_DETAILS_MAX}`}
          slotProps={{ htmlInput: { maxLength: PROBLEM_DETAILS_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {busy ? 'Sending…' : 'Send report'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
