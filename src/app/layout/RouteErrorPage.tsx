import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router-dom';

/**
 * A page never opened online whose code or data is not on the device. Pages
 * seen before, and the home page, keep working offline.
 */
function OfflineFallback() {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h4" component="h1">
        You&apos;re offline
      </Typography>
      <Typography color="text.secondary" sx={{ my: 2 }}>
        This page hasn&apos;t been saved for offline use yet. Pages you&apos;ve opened before still
        work; this one will load when you&apos;re back online.
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()} sx={{ mr: 2 }}>
        Try again
      </Button>
      <Button variant="outlined" href="/">
        Go to the home page
      </Button>
    </Container>
  );
}

/**
 * Router-level errors, typically a lazy chunk that no longer exists after a
 * deploy: reloading fetches the new build.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (!navigator.onLine) {
    console.warn('Route not available offline', error);
    return <OfflineFallback />;
  }
  console.error('Route failed to load', error);
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h4" component="h1">
        Something went wrong
      </Typography>
      <Typography color="text.secondary" sx={{ my: 2 }}>
        This page failed to load. Reloading usually fixes it.
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Container>
  );
}
