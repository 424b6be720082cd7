import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export const DELETE_OWN_PROFILE_TEXT =
  'Your DJ profile, its photos and your contact details are removed, and your account becomes a client account. This cannot be undone.';

interface DeleteDjProfileDialogProps {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteDjProfileDialog({
  open,
  busy,
  onCancel,
  onConfirm,
}: DeleteDjProfileDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="delete-dj-title"
      aria-describedby="delete-dj-text"
    >
      <DialogTitle id="delete-dj-title">Delete your DJ profile?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-dj-text">{DELETE_OWN_PROFILE_TEXT}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={busy} color="error" variant="contained">
          {busy ? 'Deleting…' : 'Delete Profile'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
