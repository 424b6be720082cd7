import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSession } from '../../../lib/session/session-context';
import { useOwnDjProfile } from '../api/use-own-dj-profile';
import { ApplicationStatus } from './ApplicationStatus';
import { BecomeDjWelcome } from './BecomeDjWelcome';
import { DjApplicationForm, SIGN_IN_TO_APPLY } from './DjApplicationForm';

const APPLY_ID = 'apply';

/**
 * Visitors: the way to an account. The sign-up page keeps the whole
 * sign-up flow (password rules, terms, Google); applying needs an account.
 */
function SignUpInvitation() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }} data-testid="dj-sign-up">
      <Typography variant="h4" component="h2" gutterBottom>
        Create your DJ account
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Applying is free. Sign up as a DJ, then sign in and fill in your application; it takes about
        five minutes.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          component={RouterLink}
          to="/signup?role=dj&next=%2Fbecome-dj"
          variant="contained"
          size="large"
        >
          Sign Up as a DJ
        </Button>
        <Typography>
          Already have an account?{' '}
          <Link component={RouterLink} to={SIGN_IN_TO_APPLY}>
            Sign in to apply
          </Link>
        </Typography>
      </Stack>
    </Paper>
  );
}

/** Signed in: their application's status if they have one, else the form. */
function Application({ uid }: { uid: string }) {
  const state = useOwnDjProfile(uid);
  // The owner may always read it: a refusal is a failure, not "no application yet".
  if (state.error) {
    return (
      <Alert severity="error">
        We could not check your DJ application. Please refresh the page to try again.
      </Alert>
    );
  }
  switch (state.status) {
    case 'loading':
      return <Skeleton variant="rounded" height={240} aria-label="Loading your application" />;
    case 'not-found':
      return <DjApplicationForm />;
    case 'ready':
      return <ApplicationStatus profile={state.data} />;
  }
}

export function BecomeDjPage() {
  const session = useSession();
  const navigate = useNavigate();
  const scrollTo = (id: string) =>
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  const getStarted = () => {
    // Creating a profile needs an account: visitors sign in and come back.
    if (session.status === 'signed-out') navigate(SIGN_IN_TO_APPLY);
    else scrollTo(APPLY_ID);
  };

  return (
    <>
      <BecomeDjWelcome onGetStarted={getStarted} onLearnMore={() => scrollTo('learn-more')} />
      <Container
        maxWidth="md"
        id={APPLY_ID}
        sx={{ pb: { xs: 5, md: 8 }, scrollMarginTop: 80 }}
        component="section"
        aria-label="Apply"
      >
        {session.status === 'loading' && <Skeleton variant="rounded" height={240} />}
        {session.status === 'signed-out' && <SignUpInvitation />}
        {session.status === 'signed-in' && <Application uid={session.user.uid} />}
      </Container>
    </>
  );
}

export default BecomeDjPage;
