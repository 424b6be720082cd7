import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { NO_DJ_PROFILE } from '../../../domain/dj-applications';
import { useOwnDjContact, useOwnDjProfile, type OwnDjProfile } from '../api/use-own-dj-profile';
import { DjProfileEditForm } from './DjProfileEditForm';

const LOAD_FAILED = 'Failed to load your DJ profile. Please refresh the page to try again.';

function NoProfile() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {NO_DJ_PROFILE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Apply to become a DJ on Spinbook and start receiving bookings.
      </Typography>
      <Button component={RouterLink} to="/become-dj" variant="contained">
        Become a DJ
      </Button>
    </Paper>
  );
}

function Editor({ profile }: { profile: OwnDjProfile }) {
  const contact = useOwnDjContact(profile.id);
  if (contact.status === 'loading') return <Skeleton variant="rounded" height={480} />;
  // Editing without the stored contact would save it as empty: refuse instead, also when
  // the rules refused it (the owner may always read it, so that is a failure too).
  if (contact.error) return <Alert severity="error">{LOAD_FAILED}</Alert>;
  const details = contact.status === 'ready' ? contact.data : { phone: '', email: '' };
  // Keyed by profile: a new profile (delete, then apply again) starts a fresh form.
  return <DjProfileEditForm key={profile.id} profile={profile} contact={details} />;
}

/** /dj-dashboard → DJ Profile. */
export function DjProfileTab({ uid }: { uid: string }) {
  const state = useOwnDjProfile(uid);
  // The owner may always read it: a refusal is a failure, not a missing profile.
  if (state.error) return <Alert severity="error">{LOAD_FAILED}</Alert>;
  switch (state.status) {
    case 'loading':
      return (
        <Skeleton
          variant="rounded"
          height={480}
          role="progressbar"
          aria-label="Loading your DJ profile"
        />
      );
    case 'not-found':
      return <NoProfile />;
    case 'ready':
      return <Editor profile={state.data} />;
  }
}
