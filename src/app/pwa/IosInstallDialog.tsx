import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

/** Safari on iPhone and iPad installs from the Share menu; there is no prompt to call. */
export function IosInstallDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="ios-install-title">
      <DialogTitle id="ios-install-title">Install Spinbook on your iPhone or iPad</DialogTitle>
      <DialogContent>
        <Typography component="ol" sx={{ pl: 2.5, m: 0, '& li': { mb: 1 } }}>
          <li>Tap the Share button (the square with an arrow) in Safari&apos;s toolbar.</li>
          <li>Scroll down and tap &quot;Add to Home Screen&quot;.</li>
          <li>Tap &quot;Add&quot;. Spinbook opens from your home screen like any other app.</li>
        </Typography>
        <Typography variant="body2" sx={{ mt: 2 }}>
          On iPhone and iPad, notifications from Spinbook reach only the app on your Home Screen:
          turn them on from there once it is added.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Got it</Button>
      </DialogActions>
    </Dialog>
  );
}

export default IosInstallDialog;
