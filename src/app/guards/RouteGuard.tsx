import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { PageShell } from '../../components/layout/PageShell';
import { RouteFallback } from '../../components/layout/RouteFallback';
import { useSession } from '../../lib/session/session-context';
import type { RouteAccess } from '../route-table';

/**
 * Convenience only: what a person may read or change is decided by the
 * security rules and functions, never by these guards.
 */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();

  if (access === 'public') return children;
  if (session.status === 'loading') return <RouteFallback />;

  const next = encodeURIComponent(location.pathname + location.search);
  if (session.status === 'signed-out') {
    if (access === 'signed-in-message') {
      return (
        <PageShell
          title="Please Sign In"
          subtitle="You need to be signed in to see this page."
          maxWidth="sm"
        >
          <Stack direction="row" spacing={2}>
            <Button component={RouterLink} to={`/signin?next=${next}`} variant="contained">
              Sign In
            </Button>
            <Button component={RouterLink} to="/signup" variant="outlined">
              Sign Up
            </Button>
          </Stack>
        </PageShell>
      );
    }
    return <Navigate to={`/signin?next=${next}`} replace />;
  }

  if (access === 'admin' && session.user.role !== 'admin') {
    return (
      <PageShell
        title="Access Denied"
        subtitle="You don't have permission to access the admin panel."
        maxWidth="sm"
      >
        <Button component={RouterLink} to="/" variant="contained">
          Back to Home
        </Button>
      </PageShell>
    );
  }
  return children;
}
