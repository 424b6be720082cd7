import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { useParams } from 'react-router-dom';
import { assertNever, isValidDjId } from '../../../../domain';
import { useSession } from '../../../../lib/session/session-context';
import type { DjProfile } from '../../../../lib/dj-profile';
import { useDj } from '../../../../lib/firebase/use-dj';
import { BookDjCard } from './BookDjCard';
import { DjNotFound } from './DjNotFound';
import { ProfileHeader } from './ProfileHeader';
import { useOnlineStatus } from '../../../../lib/use-online-status';
import { usePageTitle } from '../../../../lib/page-title';
import { ProfileTabs } from './ProfileTabs';
import { HydrationSlice } from '../../../../components/layout/HydrationSlice';

/** /dj/:id — a DJ's public profile. */
export function DjProfilePage() {
  const { id = '' } = useParams();
  // Checked before anything is read: an impossible id never reaches Firestore.
  if (!isValidDjId(id)) return <DjNotFound invalidId />;
  // A new id is a new page: no state (tab, chosen date) carries over.
  return <DjProfileLoader key={id} id={id} />;
}

function DjProfileLoader({ id }: { id: string }) {
  const state = useDj(id);
  const online = useOnlineStatus();
  switch (state.status) {
    case 'invalid-id':
      return <DjNotFound invalidId />;
    case 'loading':
      return (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh', gap: 2 }}>
          <CircularProgress aria-label="Loading DJ profile" />
          {/* A profile never opened before cannot come from the offline cache. */}
          {!online && (
            <Alert severity="info" role="status">
              You&apos;re offline, and this profile hasn&apos;t been saved on this device yet. It
              will load when you&apos;re back online.
            </Alert>
          )}
        </Box>
      );
    case 'not-found':
    case 'error':
      return <DjNotFound />;
    case 'ready':
      return <DjProfileView dj={state.data} />;
    default:
      return assertNever(state, 'DJ state');
  }
}

function DjProfileView({ dj }: { dj: DjProfile }) {
  const session = useSession();
  const viewer = session.status === 'signed-in' ? session.user : null;
  const isOwner = viewer?.uid === dj.ownerUid;
  const isAdmin = viewer?.role === 'admin';
  const verified = dj.status === 'verified';
  const online = useOnlineStatus();

  // The route's own title ('DJ Profile · Spinbook') comes back when the profile goes.
  usePageTitle(`${dj.name} · Spinbook`);

  return (
    <>
      {!online && (
        <Container maxWidth="lg" sx={{ pt: 2 }}>
          <Alert severity="info" role="status">
            You&apos;re offline — showing this saved profile. Booking and messaging need a
            connection.
          </Alert>
        </Container>
      )}
      {!verified && (
        <StatusBanner dj={dj} audience={isOwner ? 'owner' : isAdmin ? 'admin' : 'other'} />
      )}
      <HydrationSlice>
        <ProfileHeader dj={dj} bookable={verified} />
      </HydrationSlice>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Grid container spacing={{ xs: 3, md: 4 }}>
          <Grid size={{ xs: 12, md: 8 }}>
            <HydrationSlice>
              <ProfileTabs dj={dj} />
            </HydrationSlice>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }} component="aside" aria-label="Booking">
            <HydrationSlice>
              <BookDjCard dj={dj} bookable={verified} />
            </HydrationSlice>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}

interface StatusBannerProps {
  dj: DjProfile;
  /** Only the owner and admins can read a profile that is not verified. */
  audience: 'owner' | 'admin' | 'other';
}

/** A profile that is not public yet says so, and says who can see it. */
function StatusBanner({ dj, audience }: StatusBannerProps) {
  const who =
    audience === 'owner' ? 'Only you and Spinbook admins can see it' : 'Visitors cannot see it';
  if (dj.status === 'suspended') {
    return (
      <Container maxWidth="lg" sx={{ pt: 2 }}>
        <Alert severity="error" data-testid="profile-status-banner">
          <AlertTitle>Suspended</AlertTitle>
          This profile is suspended. {who}, and it cannot be booked.
        </Alert>
      </Container>
    );
  }
  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      <Alert severity="warning" data-testid="profile-status-banner">
        <AlertTitle>Pending review</AlertTitle>
        This profile is waiting for approval. {who} until it is verified; bookings and messages open
        then.{audience === 'owner' ? ' Reviews usually take 24-48 hours.' : ''}
      </Alert>
    </Container>
  );
}
