import { createContext, useContext } from 'react';

export interface ToastOptions {
  title: string;
  description?: string;
  /** `destructive` is for failures (red); `default` for everything else. */
  variant?: 'default' | 'destructive';
  /**
   * 'online': closed as soon as the browser is back online (and dropped if it is online by
   * the time its turn comes). A toast that says "You're offline" is not true any more then.
   */
  until?: 'online';
}

export type ShowToast = (toast: ToastOptions) => void;

export const ToastContext = createContext<ShowToast>(() => {
  throw new Error('useToast must be used inside <ToastProvider>');
});

/** The one way the app tells people what happened (every toast in the spec). */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}
