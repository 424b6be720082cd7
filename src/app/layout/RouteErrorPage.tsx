import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router-dom';

/**
 * Router-level errors, typically a lazy chunk that no longer exists after a
 * deploy: reloading fetches the new build.
 */
export function RouteErrorPage() {
  const error = useRouteError();
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
