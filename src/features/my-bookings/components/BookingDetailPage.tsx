import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { assertNever } from '../../../domain/assert-never';
import { isValidDocId } from '../../../domain/ids';
import { usePayoutsReady } from '../../../lib/firebase/use-payouts-ready';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session/session-context';
import { useLiveBooking } from '../api/use-live-booking';
import type { Booking } from '../model/booking';
import { BOOKING_LOAD_FAILED, BOOKING_NOT_FOUND, bookingDetailView } from '../model/booking-detail';
import { viewerRoleOf, type BookingViewer } from '../model/booking-view';
import { BookingDetail } from './BookingDetail';

/** The route's own title, while the booking loads (route-table.ts). */
const ROUTE_TITLE = 'Your Booking';

/**
 * The page's frame: the way back to the list above the one h1, so it is the first thing a
 * keyboard or a screen reader meets after the heading that takes focus on arrival.
 */
function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/bookings" sx={{ mb: 1, ml: -1 }}>
        ← My Bookings
      </Button>
      <Typography
        variant="h4"
        component="h1"
        sx={{ mb: 3, overflowWrap: 'anywhere', fontSize: { xs: '1.6rem', md: '2.1rem' } }}
      >
        {title}
      </Typography>
      {children}
    </Container>
  );
}

function NotFound() {
  usePageTitle(`${BOOKING_NOT_FOUND.title} · Spinbook`);
  return (
    <Frame title={BOOKING_NOT_FOUND.title}>
      <Typography>{BOOKING_NOT_FOUND.text}</Typography>
    </Frame>
  );
}

function Found({ booking, viewer, uid }: { booking: Booking; viewer: BookingViewer; uid: string }) {
  // The clock for the texts, read once per visit, as the list's cards do.
  const [now] = useState(() => new Date());
  // A DJ accepts only with payouts set up (decision 0027); clients never see this.
  const payoutsReady = usePayoutsReady(viewer === 'dj' ? uid : null);
  const context = { payoutsReady };
  const view = bookingDetailView(booking, viewer, now, context);
  usePageTitle(`${view.card.label} · Spinbook`);
  return (
    <Frame title={view.card.label}>
      <BookingDetail booking={booking} viewer={viewer} view={view} context={context} now={now} />
    </Frame>
  );
}

/**
 * /bookings/:bookingId: one booking, live, for its client and its DJ (issue 38, item 10;
 * decision 0046). Anyone else, and an address that names no booking, sees "Booking not
 * found": the rules refuse them the document, and the page does not say which it was.
 * The route guard shows "Please Sign In" when signed out.
 */
export function BookingDetailPage() {
  const session = useSession();
  const { bookingId = '' } = useParams();
  const uid = session.status === 'signed-in' ? session.user.uid : '';
  const state = useLiveBooking(uid, bookingId);
  if (session.status !== 'signed-in') return null;

  if (!isValidDocId(bookingId) || state.status === 'not-found') return <NotFound />;
  switch (state.status) {
    case 'loading':
      return (
        <Frame title={ROUTE_TITLE}>
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading booking" />
          </Box>
        </Frame>
      );
    case 'error':
      return (
        <Frame title={ROUTE_TITLE}>
          <Alert severity="error">{BOOKING_LOAD_FAILED}</Alert>
        </Frame>
      );
    case 'ready': {
      // The rules let an admin read any booking; this page is its two parties' only.
      const viewer = viewerRoleOf(state.data, uid);
      return viewer ? <Found booking={state.data} viewer={viewer} uid={uid} /> : <NotFound />;
    }
    default:
      return assertNever(state, 'live booking');
  }
}
