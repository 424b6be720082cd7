import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../components/toast/ToastProvider';
import { SessionProvider } from '../lib/session/SessionProvider';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { createAppRouter } from './router';
import { theme } from './theme';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <SessionProvider>
        <ToastProvider>
          <RouterProvider router={router} />
          <UpdatePrompt />
        </ToastProvider>
      </SessionProvider>
    </ThemeProvider>
  );
}
