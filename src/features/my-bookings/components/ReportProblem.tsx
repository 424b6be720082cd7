import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { assertNever } from '../../../domain/assert-never';
import { formatIsoDate } from '../../../domain/format';
import { failedNotice } from '../../../domain/messages';
import { canReportProblem } from '../../../domain/payouts';
import type { BookingProblemStatus } from '../../../lib/booking-document';
import { callableErrorMessage } from '../../../lib/firebase/callable-error';
import { reportBookingProblem } from '../../../lib/firebase/callables';
import type { Booking } from '../model/booking';
import type { BookingViewer } from '../model/booking-view';
import { PROBLEM_HOLD_TEXT } from './report-problem-texts';

// The dialog loads on first use: every booking card has the button, few open it.
const ReportProblemDialog = lazy(() =>
  import('./ReportProblemDialog').then((m) => ({ default: m.ReportProblemDialog })),
);

export const REPORT_PROBLEM_FAILED = failedNotice('Report Failed', 'report the problem');
export const PROBLEM_REPORTED = { title: 'Problem Reported', description: PROBLEM_HOLD_TEXT };

/** What a booking card shows of problem reports. */
export type ReportProblemView =
  | { kind: 'none' }
  | { kind: 'button' }
  | { kind: 'status'; status: BookingProblemStatus; text: string };

export const PROBLEM_STATUS_TEXT: Readonly<Record<BookingProblemStatus, string>> = {
  open: 'Problem reported — under review',
  released: 'Resolved — payment released to the DJ',
  refunded: 'Refunded',
};

/**
 * A pure function of (booking × viewer × clock), as every card's contents are. Only the
 * client reports, only on a charged booking (confirmed or completed), only from the event
 * date until the DJ's transfer is due (the server's own window), and only once; after that
 * the client sees where the report stands. The DJ sees none of it here.
 */
export function reportProblemView(
  booking: Pick<Booking, 'status' | 'eventDate' | 'durationHours' | 'problem'>,
  viewer: BookingViewer,
  now: Date,
): ReportProblemView {
  if (viewer !== 'client') return { kind: 'none' };
  if (booking.problem) {
    const { status } = booking.problem;
    return { kind: 'status', status, text: PROBLEM_STATUS_TEXT[status] };
  }
  switch (booking.status) {
    case 'confirmed':
    case 'completed':
      return canReportProblem(booking.eventDate, booking.durationHours, now)
        ? { kind: 'button' }
        : { kind: 'none' };
    case 'awaiting_payment':
    case 'pending':
    case 'cancelled':
      return { kind: 'none' };
    default:
      return assertNever(booking.status, 'booking status');
  }
}

/** Border colours only: the chip's text stays text.primary, which passes contrast in both schemes. */
const TONE: Readonly<Record<BookingProblemStatus, string>> = {
  open: 'warning.main',
  released: 'success.main',
  refunded: 'divider',
};

/**
 * "Report a problem" on a client's booking card, or where the report stands. The live
 * booking carries `problem` once the server has recorded it; until that arrives, the card
 * shows the report as under review from the callable's answer.
 */
export function ReportProblem({
  booking,
  viewer,
  now,
}: {
  booking: Booking;
  viewer: BookingViewer;
  now: Date;
}) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [reported, setReported] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const view = reportProblemView(
    reported && !booking.problem
      ? { ...booking, problem: { status: 'open', reportedAt: now } }
      : booking,
    viewer,
    now,
  );

  // The button the dialog would return focus to is gone once the report is sent: the
  // status that replaced it takes focus, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (reported) statusRef.current?.focus();
  }, [reported]);

  if (view.kind === 'none') return null;
  if (view.kind === 'status') {
    return (
      <Box ref={statusRef} tabIndex={-1} role="status" sx={{ mt: 1, outline: 'none' }}>
        <Chip
          size="small"
          variant="outlined"
          label={view.text}
          data-testid="problem-status"
          sx={{ color: 'text.primary', borderColor: TONE[view.status], borderWidth: 2 }}
        />
      </Box>
    );
  }

  const bookingText = `your booking with ${booking.djName || 'the DJ'} on ${formatIsoDate(booking.eventDate)}`;
  const submit = async (details: string) => {
    try {
      await reportBookingProblem({ bookingId: booking.id, details });
      toast(PROBLEM_REPORTED);
      setOpen(false);
      setReported(true);
    } catch (error) {
      console.warn('reportBookingProblem failed', error);
      toast({
        title: REPORT_PROBLEM_FAILED.title,
        // The server's words when it refused (the window closed, already reported).
        description: callableErrorMessage(error, REPORT_PROBLEM_FAILED.description),
        variant: 'destructive',
      });
    }
  };

  return (
    <Box sx={{ mt: 1 }}>
      <Button
        size="small"
        variant="outlined"
        aria-label={`Report a problem with ${bookingText}`}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Report a problem
      </Button>
      {/* Kept mounted once opened, so closing animates and returns focus as before. */}
      {opened && (
        <Suspense fallback={null}>
          <ReportProblemDialog
            open={open}
            bookingText={bookingText}
            onClose={() => setOpen(false)}
            onSubmit={submit}
          />
        </Suspense>
      )}
    </Box>
  );
}
