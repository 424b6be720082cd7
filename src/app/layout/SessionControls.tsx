import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { sessionLabel, useSession } from '../../lib/session/session-context';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { accountLinkFor } from './nav-links';

// Loaded after sign-in only: it brings the live Firestore SDK, which the home page's first
// paint must not wait for.
const NotificationBell = lazy(
  () => import('../../features/notifications/components/NotificationBell'),
);

const MessagesNavButton = lazy(
  () => import('../../features/messages/components/MessagesNavButton'),
);

/** The right-hand side of the navigation bar: session placeholder, user + sign-out, or sign in/up. */
export function SessionControls({ direction = 'row' }: { direction?: 'row' | 'column' }) {
  const session = useSession();
  const { signOut, signingOut } = useSignOut();
  const column = direction === 'column';

  const placeholder = (
    <Skeleton
      variant="rounded"
      width={column ? '100%' : 160}
      height={36}
      data-testid="session-placeholder"
      // A name needs a role to be exposed (a bare span's aria-label is an axe violation).
      role="progressbar"
      aria-label="Loading your session"
      className="session-if-had-session"
    />
  );

  if (session.status === 'loading' && session.fromServer) {
    // The server cannot know who is reading, and the page may stay without its app until
    // the visitor acts (public/boot.js): Sign In for everyone, the placeholder instead for a
    // browser signed in last time (boot.js marks <html data-had-session>; its app starts at
    // once and puts the name there). The same HTML either way, so hydration matches.
    return (
      <Box
        sx={{
          'html[data-had-session] & .session-if-signed-out': { display: 'none' },
          'html:not([data-had-session]) & .session-if-had-session': { display: 'none' },
        }}
      >
        {placeholder}
        <SignInButtons direction={direction} className="session-if-signed-out" />
      </Box>
    );
  }

  if (session.status === 'loading') return placeholder;

  if (session.status === 'signed-out') return <SignInButtons direction={direction} />;

  const account = accountLinkFor(session.user.role);
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: direction,
        alignItems: column ? 'stretch' : 'center',
        gap: 1.5,
      }}
    >
      <Typography
        data-testid="session-name"
        noWrap
        sx={{ maxWidth: column ? '100%' : 200, fontWeight: 600 }}
        title={session.user.email ?? undefined}
      >
        {sessionLabel(session.user)}
      </Typography>
      {/* In the phone menu (column) they are not repeated: the bottom navigation shows them,
          always in view. A bell in the menu closed with the menu, taking its list along. */}
      {!column && (
        <Suspense fallback={null}>
          <MessagesNavButton uid={session.user.uid} />
          <NotificationBell uid={session.user.uid} />
        </Suspense>
      )}
      <Button component={RouterLink} to={account.to} color="inherit">
        {account.label}
      </Button>
      <Button
        color="inherit"
        variant="outlined"
        onClick={() => void signOut()}
        disabled={signingOut}
      >
        Sign Out
      </Button>
    </Box>
  );
}

function SignInButtons({
  direction,
  className,
}: {
  direction: 'row' | 'column';
  className?: string;
}) {
  return (
    <Box className={className} sx={{ display: 'flex', flexDirection: direction, gap: 1 }}>
      <Button component={RouterLink} to="/signin" color="inherit" variant="outlined">
        Sign In
      </Button>
      <Button component={RouterLink} to="/signup" variant="contained" color="secondary">
        Sign Up
      </Button>
    </Box>
  );
}
