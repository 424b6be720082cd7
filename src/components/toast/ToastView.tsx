import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { useEffect } from 'react';
import type { ToastOptions } from './toast-context';

export interface ToastViewProps {
  toast: ToastOptions & { id: number };
  open: boolean;
  onClose: () => void;
  onExited: () => void;
}

const AUTO_HIDE_MS = 6000;

/** Loaded with the first toast, so Snackbar/Alert stay out of the entry chunk. */
export function ToastView({ toast, open, onClose, onExited }: ToastViewProps) {
  const destructive = toast.variant === 'destructive';
  // Back online, an offline notice is no longer true: it closes, and one whose turn comes
  // after the connection returned closes at once (its exit brings the next).
  const untilOnline = toast.until === 'online';
  useEffect(() => {
    if (!untilOnline || !open) return;
    if (navigator.onLine) {
      onClose();
      return;
    }
    window.addEventListener('online', onClose);
    return () => window.removeEventListener('online', onClose);
  }, [untilOnline, open, onClose]);
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') onClose();
  };
  // In a portal on <body>: an open dialog marks #root aria-hidden, and a toast inside it
  // (e.g. "Event created successfully!" while the event dialog stays open) would be hidden
  // from screen readers.
  return (
    <Portal>
      <Snackbar
        key={toast.id}
        open={open}
        autoHideDuration={AUTO_HIDE_MS}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        slotProps={{ transition: { onExited } }}
      >
        <Alert
          onClose={close}
          severity={destructive ? 'error' : 'success'}
          variant="filled"
          // Announced once through the app's polite live region (ToastProvider): this copy
          // keeps the status role but is not live, so it is not read a second time. Failures
          // are polite too: they answer what the person just did, nothing to interrupt for.
          role="status"
          aria-live="off"
          data-testid="toast"
          sx={{ width: '100%', maxWidth: 420 }}
        >
          <AlertTitle>{toast.title}</AlertTitle>
          {toast.description}
        </Alert>
      </Snackbar>
    </Portal>
  );
}

export default ToastView;
