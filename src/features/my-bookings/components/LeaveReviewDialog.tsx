import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FOCUS_RING } from '../../../components/focus/focus-ring';
import { FIELD_LIMITS } from '../../../domain/limits';
import { INVALID_RATING, reviewSchema } from '../../../domain/review-schema';
import { validateInput } from '../../../domain/validate';

export interface ReviewInput {
  rating: number;
  comment: string;
}

/** 1–5 stars and an optional comment (≤1000), checked with the shared review schema. */
export function LeaveReviewDialog({
  open,
  djName,
  onClose,
  onSubmit,
}: {
  open: boolean;
  djName: string;
  onClose: () => void;
  onSubmit: (review: ReviewInput) => Promise<void>;
}) {
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const result = validateInput(reviewSchema, { rating: rating ?? undefined, comment });
    if (!result.ok) {
      setError(result.problems[0]?.message ?? INVALID_RATING);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ rating: result.value.rating, comment: result.value.comment ?? '' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>Review {djName}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <div>
            <Typography component="legend" id="review-rating-label">
              Your rating
            </Typography>
            <Rating
              name="review-rating"
              value={rating}
              onChange={(_e, value) => setRating(value)}
              aria-labelledby="review-rating-label"
              // MUI marks the focused star (or, with no rating yet, the row) with a 1 px grey
              // outline, under 3:1 against the dialog: the app's 3 px ring in the primary
              // colour instead, so a keyboard user sees which star the arrow keys are on.
              sx={{
                '&.Mui-focusVisible .MuiRating-iconActive, & .MuiRating-labelEmptyValueActive': {
                  ...FOCUS_RING,
                  outlineColor: 'primary.main',
                },
              }}
            />
          </div>
          <TextField
            label="Comment (optional)"
            multiline
            minRows={3}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.comment } }}
            helperText={`${comment.length}/${FIELD_LIMITS.comment}`}
          />
          {error && (
            <Typography color="error" role="alert">
              {error}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {busy ? 'Sending…' : 'Submit Review'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
