import { lazy, Suspense } from 'react';
import { useOwnDjProfile } from '../api/use-own-dj-profile';

// Most DJs who open their dashboard are live and see nothing here: the words load only for
// the others, so the dashboard's first visit stays within its budget (scripts/bundle-report.ts).
const DjStandingAlert = lazy(() =>
  import('./DjStandingAlert').then((m) => ({ default: m.DjStandingAlert })),
);

/**
 * Above a DJ's bookings: why no requests reach them while their profile is not live. A
 * suspended DJ opens the app on cancelled bookings; each card says why, but the first screen
 * should too (found walking a suspension at 390 px). A live profile shows nothing.
 */
export function DjStandingNotice({ uid }: { uid: string }) {
  const state = useOwnDjProfile(uid);
  if (state.status !== 'ready' || state.data.status === 'verified') return null;
  return (
    <Suspense fallback={null}>
      <DjStandingAlert status={state.data.status} suspendedReason={state.data.suspendedReason} />
    </Suspense>
  );
}
