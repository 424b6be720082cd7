import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  assertNever,
  BOOKING_DJ_NOT_FOUND,
  BOOKING_FAILED,
  BOOKING_MISSING_INFORMATION,
  BOOKING_NEEDS_CONNECTION,
  BOOKING_OFFLINE,
  bookableWindow,
  isValidDjId,
  type BookingRequestFormValues,
} from '../../../domain';
import { PageShell } from '../../../components/layout/PageShell';
import { BrowseDjsActions } from '../../../components/layout/BrowseDjsActions';
import { useToast } from '../../../components/toast/toast-context';
import { DEMO_BOOKING_NOTICE } from '../../../domain/payment-texts';
import { usesEmulators } from '../../../lib/firebase/config';
import { useSession } from '../../../lib/session/session-context';
import { useOnlineStatus } from '../../../lib/use-online-status';
import type { DjProfile } from '../../../lib/dj-profile';
import { createBooking } from '../api/create-booking';
import { useUnavailableDays } from '../api/use-booked-dates';
import { useDj } from '../../../lib/firebase/use-dj';
import { bookingErrorNotice, USER_NOT_AUTHENTICATED } from './booking-errors';
import {
  bookingFormErrors,
  bookingFormStart,
  bookingInput,
  confirmBlock,
  dateNotice,
  dateRefusedBy,
  DATE_BLOCK_TEXT,
  previewQuote,
  type DateRefused,
} from './booking-form';
import { BookingProgress } from './BookingProgress';
import { BookingSummary } from './BookingSummary';
import { DjSummaryCard } from './DjSummaryCard';
import { EventDetailsForm } from './EventDetailsForm';
import { redirectToPayment } from './payment-redirect';

/** /book/:id — the booking request form (signed in; RouteGuard sends others to /signin). */
export function BookingPage() {
  const { id = '' } = useParams();
  if (!isValidDjId(id)) return <BookingDjNotFound />;
  // A new id is a new page: no form state carries over.
  return <BookingLoader key={id} id={id} />;
}

export function BookingDjNotFound() {
  return (
    <PageShell title="Book a DJ" maxWidth="sm">
      <Alert severity="error" sx={{ mb: 3 }}>
        {BOOKING_DJ_NOT_FOUND}
      </Alert>
      <BrowseDjsActions />
    </PageShell>
  );
}

function BookingLoader({ id }: { id: string }) {
  const state = useDj(id);
  switch (state.status) {
    case 'loading':
      return (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
          <CircularProgress aria-label="Loading DJ" />
        </Box>
      );
    case 'invalid-id':
    case 'not-found':
    case 'error':
      return <BookingDjNotFound />;
    case 'ready':
      // Only verified DJs take bookings (the owner or an admin may read a pending one).
      return state.data.status === 'verified' ? (
        <BookingView dj={state.data} />
      ) : (
        <BookingDjNotFound />
      );
    default:
      return assertNever(state, 'booking DJ state');
  }
}

interface Created {
  bookingId: string;
  url: string;
  blocked: boolean;
  demo: boolean;
}

function BookingView({ dj }: { dj: DjProfile }) {
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const [params] = useSearchParams();
  const formId = useId();
  // The bookable dates (src/domain/bookable-dates.ts), read once: a form left open past
  // midnight UTC keeps them; the server checks again and its refusal shows under the date.
  const [bookable] = useState(() => bookableWindow(new Date()));
  const [start] = useState(() => bookingFormStart(bookable, params));
  const [dateRefused, setDateRefused] = useState<DateRefused | null>(null);
  const [created, setCreated] = useState<Created | null>(null);
  const unavailableDays = useUnavailableDays(dj.id);
  const online = useOnlineStatus();

  const formik = useFormik<BookingRequestFormValues>({
    ...start,
    validate: (values) => bookingFormErrors(values, bookable),
    onSubmit: async (values) => {
      const input = bookingInput(values, bookable, dj.id);
      if (!input) return;
      try {
        const result = await createBooking(input);
        const redirect = redirectToPayment(result, window);
        switch (redirect.kind) {
          case 'navigate':
            void navigate(redirect.to);
            return;
          case 'assign':
            window.location.assign(redirect.url);
            return;
          case 'opened':
          case 'blocked':
            setCreated({
              bookingId: result.bookingId,
              url: result.url,
              blocked: redirect.kind === 'blocked',
              demo: result.demo,
            });
            return;
          default:
            assertNever(redirect, 'payment redirect');
        }
      } catch (error) {
        console.warn('createPayment failed', error);
        setDateRefused(dateRefusedBy(error, values.eventDate));
        toast({ ...bookingErrorNotice(error, !navigator.onLine), variant: 'destructive' });
      }
    },
  });

  const block = confirmBlock(formik.values, unavailableDays);
  const busy = formik.isSubmitting || created !== null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // Checked first: offline, the other checks' answers could not be acted on anyway.
    if (!navigator.onLine) {
      toast({ ...BOOKING_OFFLINE, variant: 'destructive' });
      return;
    }
    if (session.status !== 'signed-in') {
      toast({
        title: BOOKING_FAILED.title,
        description: USER_NOT_AUTHENTICATED,
        variant: 'destructive',
      });
      return;
    }
    if (block === 'missing') {
      toast({ ...BOOKING_MISSING_INFORMATION, variant: 'destructive' });
      void formik.setTouched({ eventDate: true, startTime: true, venue: true, guestCount: true });
      return;
    }
    if (block === 'booked' || block === 'unavailable') {
      toast({
        title: BOOKING_FAILED.title,
        description: DATE_BLOCK_TEXT[block],
        variant: 'destructive',
      });
      return;
    }
    formik.handleSubmit(event);
  };

  // Back to where the client came from, or to the profile when the page was opened directly.
  const goBack = () => {
    if (location.key === 'default') void navigate(`/dj/${dj.id}`);
    else void navigate(-1);
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button onClick={goBack} sx={{ mb: 2 }}>
        <span aria-hidden>←&nbsp;</span>Back
      </Button>
      <Typography
        variant="h3"
        component="h1"
        sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 3 }}
      >
        Book {dj.name}
      </Typography>
      {/* Emulator projects are always in demo mode (a deployment without a Stripe key is too;
          the result pages say so once the server has answered). */}
      {usesEmulators && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {DEMO_BOOKING_NOTICE}
        </Alert>
      )}
      <Grid container spacing={{ xs: 3, md: 4 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3}>
            <DjSummaryCard dj={dj} />
            <EventDetailsForm
              formik={formik}
              formId={formId}
              bookable={bookable}
              dateNotice={dateNotice(formik.values.eventDate, unavailableDays, dateRefused)}
              disabled={busy}
              onSubmit={submit}
            />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            {!online && (
              <Alert severity="warning" data-testid="booking-offline">
                {BOOKING_NEEDS_CONNECTION}
              </Alert>
            )}
            <BookingSummary
              eventDate={formik.values.eventDate}
              startTime={formik.values.startTime}
              quote={previewQuote(dj.hourlyRateCents, formik.values)}
              hourlyRateCents={dj.hourlyRateCents}
              durationHours={formik.values.durationHours}
              block={block}
              busy={busy}
              submitting={formik.isSubmitting}
              formId={formId}
              paymentMode={usesEmulators ? 'demo' : 'card'}
            />
            {created && (
              <BookingProgress
                bookingId={created.bookingId}
                paymentUrl={created.url}
                blocked={created.blocked}
                demo={created.demo}
              />
            )}
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}

export default BookingPage;
