import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { scrollBehavior } from '../../../lib/reduced-motion';
import { useSession } from '../../../lib/session/session-context';
import { useOwnDjProfile } from '../api/use-own-dj-profile';
import { ApplicationStatus } from './ApplicationStatus';
import { BecomeDjWelcome } from './BecomeDjWelcome';
import { DjApplicationForm, SIGN_IN_TO_APPLY } from './DjApplicationForm';

const APPLY_ID = 'apply';

/**
 * Visitors: the spec's sign-up form, inline, with 'Become a DJ' chosen. The form is the
 * auth feature's own (composed in src/app/pages/BecomeDjRoute.tsx: features do not import
 * each other), so /signup and /become-dj share one sign-up flow. Applying needs an
 * account: after signing up and in, the person comes back here to the application form.
 */
function VisitorSignUp({ form }: { form: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2.5, md: 4 } }}
      data-testid="dj-sign-up"
      aria-labelledby="dj-sign-up-heading"
      component="section"
    >
      <Typography id="dj-sign-up-heading" variant="h4" component="h2" gutterBottom>
        Create your DJ account
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Applying is free. Sign up as a DJ, then sign in and fill in your application; it takes about
        five minutes.
      </Typography>
      {form}
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
      return (
        <Skeleton
          variant="rounded"
          height={240}
          role="progressbar"
          aria-label="Loading your application"
        />
      );
    case 'not-found':
      return <DjApplicationForm />;
    case 'ready':
      return <ApplicationStatus profile={state.data} />;
  }
}

export interface BecomeDjPageProps {
  /** The sign-up form visitors see (the auth feature's, with the DJ role chosen). */
  signUpForm: ReactNode;
}

export function BecomeDjPage({ signUpForm }: BecomeDjPageProps) {
  const session = useSession();
  const navigate = useNavigate();
  const scrollTo = (id: string) =>
    document.getElementById(id)?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });

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
        {session.status === 'signed-out' && <VisitorSignUp form={signUpForm} />}
        {session.status === 'signed-in' && <Application uid={session.user.uid} />}
      </Container>
    </>
  );
}

export default BecomeDjPage;
