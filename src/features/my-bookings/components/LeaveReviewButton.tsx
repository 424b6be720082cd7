import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { FOCUS_TARGET_SX } from '../../../components/focus/focus-ring';
import { useToast } from '../../../components/toast/toast-context';
import { callableErrorMessage, callableErrorTitle } from '../../../lib/firebase/callable-error';
import { useSession } from '../../../lib/session/session-context';
import { hasReview, leaveReview } from '../api/leave-review';
import type { Booking } from '../model/booking';
import { LeaveReviewDialog, type ReviewInput } from './LeaveReviewDialog';

/**
 * Leave Review on a completed booking, for its client, once: the review's id
 * is the booking id, so submitReview refuses a second one.
 */
export function LeaveReviewButton({ booking }: { booking: Booking }) {
  const session = useSession();
  const toast = useToast();
  const [reviewed, setReviewed] = useState<boolean | null>(null);
  const [open, setOpen] = useState(false);
  const thanks = useRef<HTMLParagraphElement>(null);
  // Set when this person's review went through: the dialog closes and its Leave Review button
  // is replaced by the thank-you line, so focus goes there rather than to the page's body.
  const focusThanks = useRef(false);

  useEffect(() => {
    let live = true;
    void hasReview(booking.id).then((found) => {
      if (live) setReviewed(found);
    });
    return () => {
      live = false;
    };
  }, [booking.id]);

  useEffect(() => {
    if (!reviewed || !focusThanks.current) return;
    focusThanks.current = false;
    thanks.current?.focus({ preventScroll: true });
  }, [reviewed]);

  if (session.status !== 'signed-in' || reviewed === null) return null;
  if (reviewed) {
    return (
      <Typography
        ref={thanks}
        tabIndex={-1}
        variant="body2"
        color="text.secondary"
        sx={{ mt: 1, ...FOCUS_TARGET_SX }}
      >
        You reviewed this booking. Thank you!
      </Typography>
    );
  }

  const submit = async (review: ReviewInput) => {
    try {
      await leaveReview({ bookingId: booking.id, values: review });
      focusThanks.current = true;
      setOpen(false);
      setReviewed(true);
      toast({ title: 'Review Submitted', description: 'Thanks! Your review is on the profile.' });
    } catch (error) {
      console.warn('Review failed', error);
      toast({
        // The server's words when it refused (off-platform text, already reviewed, quota).
        title: callableErrorTitle(error) ?? 'Review Failed',
        description: callableErrorMessage(error, 'Failed to submit your review. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <Button
        size="small"
        variant="contained"
        sx={{ mt: 1 }}
        // Starts with the visible text, so "click Leave Review" works by voice (axe
        // label-content-name-mismatch, issue 24); the DJ tells the cards' buttons apart.
        aria-label={`Leave Review for ${booking.djName}`}
        onClick={() => setOpen(true)}
      >
        Leave Review
      </Button>
      <LeaveReviewDialog
        open={open}
        djName={booking.djName}
        onClose={() => setOpen(false)}
        onSubmit={submit}
      />
    </>
  );
}
