import { useParams } from 'react-router-dom';
import { BookingDetailPage } from './BookingDetailPage';
import { BookingsPage } from './BookingsPage';

/**
 * The two My Bookings pages, /bookings and /bookings/:bookingId, as one route chunk (as
 * DashboardPage serves both dashboards). Apart, the booking code they and the dashboards share
 * split into a chunk of its own and the dashboards' first visit grew by about 1 KB gzip for
 * nothing; together the dashboards load what they did, and going from the list to a booking
 * and back loads nothing more (decision 0046). One component for both routes, so the router
 * (in every page's first load, / at its budget) names the chunk once.
 */
export function BookingsRoute() {
  return useParams().bookingId === undefined ? <BookingsPage /> : <BookingDetailPage />;
}
