import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ANONYMOUS_REVIEWER, assertNever, formatEventDate, formatRating } from '../../../../domain';
import type { DjProfile } from '../../../../lib/dj-profile';
import { useHydrated } from '../../../../lib/use-hydrated';
import { useDjReviews, type DjReview } from '../../api/use-dj-reviews';
import { reviewCountLabel } from './ProfileHeader';

export function ratingLabel(value: number | null): string {
  return `Rated ${value ?? 0} out of 5`;
}

/** Reviews from clients, newest first (at most 50). */
export function ReviewsTab({ dj, active = true }: { dj: DjProfile; active?: boolean }) {
  const state = useDjReviews(dj.id, active);
  return (
    <Box component="section" aria-labelledby="dj-reviews-title">
      <Typography id="dj-reviews-title" variant="h5" component="h2">
        Reviews
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {formatRating(dj.averageRating)} average from {reviewCountLabel(dj.totalReviews)}
      </Typography>
      <ReviewsBody state={state} />
    </Box>
  );
}

function ReviewsBody({ state }: { state: ReturnType<typeof useDjReviews> }) {
  switch (state.status) {
    case 'loading':
      return (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading reviews" />
        </Box>
      );
    case 'error':
      return <Alert severity="error">Failed to load reviews</Alert>;
    case 'ready':
      if (state.data.length === 0) {
        return <Typography color="text.secondary">No reviews yet</Typography>;
      }
      return (
        <Stack component="ol" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {state.data.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </Stack>
      );
    default:
      return assertNever(state, 'reviews state');
  }
}

function ReviewItem({ review }: { review: DjReview }) {
  const name = review.authorName ?? ANONYMOUS_REVIEWER;
  // The server renders in UTC and cannot know the viewer's zone: its day until the browser
  // has taken over, so hydration sees the same text, then the viewer's own.
  const clock = useHydrated() ? 'local' : 'utc';
  const date = review.createdAt ? formatEventDate(review.createdAt, clock) : '';
  return (
    <Box
      component="li"
      data-testid="review"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar src={review.authorPhotoUrl ?? undefined} alt="">
          {name.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
          {date && (
            <Typography
              variant="body2"
              color="text.secondary"
              component="time"
              dateTime={review.createdAt?.toISOString()}
            >
              {date}
            </Typography>
          )}
        </Box>
      </Stack>
      <Rating
        value={review.rating}
        max={5}
        readOnly
        size="small"
        getLabelText={ratingLabel}
        sx={{ mt: 1 }}
      />
      {review.comment && (
        <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {review.comment}
        </Typography>
      )}
    </Box>
  );
}
