import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useUser } from 'reactfire';
import { useUserProfile } from '../api/use-user-profile';

function ProfileLine({ uid }: { uid: string }) {
  const state = useUserProfile(uid);
  if (state.status === 'loading') return <Skeleton width={240} />;
  // The owner may always read it: a refusal is a failure, not a missing profile.
  if (state.error) return <Alert severity="error">Failed to load your profile.</Alert>;
  if (state.status === 'not-found')
    return <Alert severity="info">Your profile is being set up.</Alert>;
  const { data } = state;
  const role = data.role ?? `${data.requestedRole} (requested)`;
  return (
    <Alert severity="info" data-testid="account-summary">
      Signed in as <strong>{data.displayName}</strong> ({data.email}) · role: {role}
    </Alert>
  );
}

/** Proves the live providers end to end: the signed-in user's own users/{uid}, live. */
export function AccountSummary() {
  const { status, data: user } = useUser();
  if (status === 'loading') return <Skeleton width={240} />;
  if (!user) return null;
  return <ProfileLine uid={user.uid} />;
}
