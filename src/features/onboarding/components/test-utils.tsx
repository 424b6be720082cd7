import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { ToastContext, type ToastOptions } from '../../../components/toast/toast-context';
import { SessionContext, type Session } from '../../../lib/session/session-context';

export const signedIn: Session = {
  status: 'signed-in',
  user: {
    uid: 'u1',
    email: 'nova@example.test',
    displayName: 'Nova',
    photoURL: null,
    role: 'client',
  },
};

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** Renders `ui` at `path` with a toast spy, a session and the current location shown. */
export function renderWith(
  ui: ReactElement,
  { session = signedIn, path = '/' }: { session?: Session; path?: string } = {},
) {
  const toast = vi.fn<(options: ToastOptions) => void>();
  const view = render(
    <SessionContext.Provider value={session}>
      <ToastContext.Provider value={toast}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <Where />
        </MemoryRouter>
      </ToastContext.Provider>
    </SessionContext.Provider>,
  );
  return { ...view, toast };
}
