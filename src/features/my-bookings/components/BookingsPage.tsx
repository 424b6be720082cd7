import { PageShell } from '../../../components/layout/PageShell';
import { useSession } from '../../../lib/session/session-context';
import { BookingsPanel } from './BookingsPanel';

/**
 * /bookings. Everyone sees the bookings they made; a DJ (role claim `dj`)
 * first sees the requests they received, and their own client bookings below
 * only if they have any. The route guard shows 'Please Sign In' when signed out.
 */
export function BookingsPage() {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  const { uid, role } = session.user;
  return (
    <PageShell
      title="My Bookings"
      subtitle="Every booking you made or received, and what happens next."
    >
      {role === 'dj' ? (
        <>
          <BookingsPanel viewer="dj" uid={uid} title="Booking requests" />
          <BookingsPanel viewer="client" uid={uid} title="Bookings you made" hideWhenEmpty />
        </>
      ) : (
        <BookingsPanel viewer="client" uid={uid} />
      )}
    </PageShell>
  );
}
