import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { toastAnnouncement } from '../../domain/announcements';
import { useAnnounce } from '../live-region/announce-context';
import { takeToastAfterReload } from './toast-after-reload';
import { ToastContext, type ToastOptions } from './toast-context';

const loadToastView = () => import('./ToastView');
const ToastView = lazy(loadToastView);

interface QueuedToast extends ToastOptions {
  id: number;
}

let nextId = 1;

// Read once per page load (module scope, not render): a toast the previous
// page left before reloading, such as a sign-out that was only local.
const fromLastPage = takeToastAfterReload();

/** Shows toasts one at a time, in order, so none is lost when several fire at once. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<QueuedToast[]>(() =>
    fromLastPage ? [{ ...fromLastPage, id: 0 }] : [],
  );
  const [open, setOpen] = useState(true);
  const current = queue[0];
  const announce = useAnnounce();

  // Fetched soon after the app starts, not when the first toast fires: that toast may be the
  // one saying the connection is gone ("You're offline", issue 38), when nothing can be
  // fetched any more (the worker's cache has it only once it controls the page).
  useEffect(() => {
    const timer = setTimeout(() => void loadToastView().catch(() => undefined), 3000);
    return () => clearTimeout(timer);
  }, []);

  // Said through the app's live region once per toast (its id is the subject): the Snackbar
  // re-rendering, closing or animating out says nothing again. ToastView's own Alert is not
  // a live region, so the toast is not read twice.
  useEffect(() => {
    if (current) {
      announce(toastAnnouncement(current.title, current.description), `toast:${current.id}`);
    }
  }, [announce, current]);

  // A toast that holds only while offline (`until: 'online'`) is closed by ToastView when
  // the connection returns, or at once when its turn comes after that: that module loads
  // later, this one is in every page's first load (/ is at its budget).
  const show = useCallback((toast: ToastOptions) => {
    setQueue((q) => [...q, { ...toast, id: nextId++ }]);
    setOpen(true);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <ToastView
            toast={current}
            open={open}
            onClose={() => setOpen(false)}
            onExited={() => {
              setQueue((q) => q.slice(1));
              setOpen(true);
            }}
          />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
