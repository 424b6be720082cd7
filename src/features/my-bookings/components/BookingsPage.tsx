import { Navigate, useSearchParams } from 'react-router-dom';
import { PageShell } from '../../../components/layout/PageShell';
import { bookingPath, legacyBookingLinkId } from '../../../domain/booking-links';
import { useSession } from '../../../lib/session/session-context';
import { BookingsPanel } from './BookingsPanel';

/**
 * /bookings. Everyone sees the bookings they made; a DJ (role claim `dj`)
 * first sees the requests they received, and their own client bookings below
 * only if they have any. The route guard shows 'Please Sign In' when signed out.
 */
export function BookingsPage() {
  const session = useSession();
  const [params] = useSearchParams();
  // E-mails and notices sent before the booking page existed link here with the booking in
  // the query: they open that booking's page (decision 0046), in place of this entry.
  const legacyId = legacyBookingLinkId(`/bookings?${params.toString()}`);
  if (legacyId) return <Navigate to={bookingPath(legacyId)} replace />;
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
