import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../../../lib/session/session-context';
import type { DjProfile } from '../../../../lib/dj-profile';
import { useMyBookingWithDj } from '../../api/use-my-booking-with-dj';
import { ChatIcon } from './profile-icons';
import { bookPath, messagesPath, signInPath } from './profile-links';

export const MESSAGE_AFTER_CONFIRMATION = 'Messaging opens once a booking is confirmed.';
export const MESSAGE_SIGN_IN_FIRST = 'Sign in and book this DJ to message them.';
export const MESSAGE_OWN_PROFILE =
  'This is your own profile. Clients can message you once you confirm their booking.';

interface MessageButtonProps {
  dj: DjProfile;
  bookable: boolean;
}

/**
 * Opens the conversation of the viewer's confirmed (or completed) booking with
 * this DJ. Without one there is nothing to message about yet (the rules only
 * allow messages on such bookings), so the button explains why instead.
 */
export function MessageButton({ dj, bookable }: MessageButtonProps) {
  const session = useSession();
  const titleId = useId();
  const textId = useId();
  const [open, setOpen] = useState(false);
  const signedIn = session.status === 'signed-in';
  const isOwner = signedIn && session.user.uid === dj.ownerUid;
  const bookings = useMyBookingWithDj(signedIn && !isOwner ? session.user.uid : null, dj.id);
  const bookingId = bookings.data?.[0];

  if (bookingId) {
    return (
      <Button
        component={RouterLink}
        to={messagesPath(bookingId)}
        variant="outlined"
        size="large"
        startIcon={<ChatIcon />}
      >
        Message
      </Button>
    );
  }

  const signedOut = session.status === 'signed-out';
  const explanation = signedOut
    ? MESSAGE_SIGN_IN_FIRST
    : isOwner
      ? MESSAGE_OWN_PROFILE
      : MESSAGE_AFTER_CONFIRMATION;

  return (
    <>
      <Button
        variant="outlined"
        size="large"
        startIcon={<ChatIcon />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        Message
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        aria-describedby={textId}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={titleId}>Message {dj.name}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{explanation}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
          {signedOut && (
            <Button component={RouterLink} to={signInPath(`/dj/${dj.id}`)} variant="contained">
              Sign In
            </Button>
          )}
          {signedIn && !isOwner && bookable && (
            <Button component={RouterLink} to={bookPath(dj.id)} variant="contained">
              Book Now
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
