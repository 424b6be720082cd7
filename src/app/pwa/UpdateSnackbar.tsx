import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';

export function UpdateSnackbar({ onReload }: { onReload: () => void }) {
  return (
    <Snackbar
      open
      message="A new version of Spinbook is available"
      action={
        <Button color="secondary" size="small" onClick={onReload}>
          Reload
        </Button>
      }
    />
  );
}

export default UpdateSnackbar;
