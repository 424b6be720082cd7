import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../components/toast/ToastProvider';
import { SessionProvider } from '../lib/session/SessionProvider';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { createAppRouter } from './router';
import { theme } from './theme';

// Loaded only when needed: firebase/auth stays out of the entry chunk.
const endRevokedSession = () => {
  void import('../features/auth/api/end-revoked-session').then((m) => m.endRevokedSession());
};

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <SessionProvider onSessionEnded={endRevokedSession}>
        <ToastProvider>
          <RouterProvider router={router} />
          <UpdatePrompt />
        </ToastProvider>
      </SessionProvider>
    </ThemeProvider>
  );
}
