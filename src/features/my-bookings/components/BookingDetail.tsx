import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FOCUS_TARGET_SX } from '../../../components/focus/focus-ring';
import type { Booking } from '../model/booking';
import type { BookingDetailView } from '../model/booking-detail';
import type { BookingViewContext, BookingViewer } from '../model/booking-view';
import { BookingDetailActions } from './BookingDetailActions';
import { BookingFact, BookingFacts } from './BookingFacts';
import { DeclineDetails } from './DeclineDetails';
import { LeaveReviewButton } from './LeaveReviewButton';
import { ReportProblem } from './ReportProblem';

interface BookingDetailProps {
  booking: Booking;
  viewer: BookingViewer;
  view: BookingDetailView;
  context: BookingViewContext;
  now: Date;
}

const SECTION_SX = { p: { xs: 2, md: 3 } } as const;

/**
 * One titled part of the page: a region named by its h2. `headingRef`: the heading takes focus
 * by script (tabIndex -1) when an action removed the control that had it.
 */
function Section({
  title,
  headingRef,
  children,
}: {
  title: string;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={SECTION_SX}>
      <Typography
        ref={headingRef}
        id={headingId}
        variant="h6"
        component="h2"
        tabIndex={headingRef ? -1 : undefined}
        sx={{ mb: 1.5, ...FOCUS_TARGET_SX }}
      >
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * A booking as its client or its DJ sees it on its own page (decision 0046): who, the status,
 * the event, the money for this viewer, what happens next, the chat and the actions. The
 * texts come from the booking's pure view (booking-detail.ts), the same as its card's.
 */
export function BookingDetail({ booking, viewer, view, context, now }: BookingDetailProps) {
  const { card, money, message } = view;
  const nextRef = useRef<HTMLHeadingElement>(null);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography>
          {card.counterpartRole}: {card.counterpartName}
        </Typography>
        <Chip
          size="small"
          label={card.status.label}
          color={card.status.color}
          data-testid="booking-status"
        />
      </Stack>

      <Section title="Event">
        <BookingFacts
          view={card}
          more={[{ term: 'Equipment', value: view.equipmentText }]}
          variant="page"
        />
      </Section>

      <Section title="Payment">
        <Stack spacing={1}>
          <Box component="dl" sx={{ m: 0 }}>
            <BookingFact term={money.label} value={money.total} variant="page" />
          </Box>
          {money.detail && (
            <Typography variant="body2" color="text.secondary" data-testid="booking-money">
              {money.detail}
            </Typography>
          )}
        </Stack>
      </Section>

      <Section title="What happens next" headingRef={nextRef}>
        {card.note && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {card.note}
          </Typography>
        )}
        <DeclineDetails reason={card.declineReason} findDjs={card.findDjs} />
        <Stack spacing={1} data-testid="booking-next-steps">
          {view.nextSteps.map((text) => (
            <Typography key={text} variant="body2">
              {text}
            </Typography>
          ))}
        </Stack>
        <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
          {message?.href && (
            <Button component={RouterLink} to={message.href} variant="contained">
              {message.label}
            </Button>
          )}
          {message && !message.href && (
            <Typography variant="body2" color="text.secondary">
              {message.label}
            </Typography>
          )}
          <BookingDetailActions
            booking={booking}
            viewer={viewer}
            actions={card.actions}
            context={context}
            focusAfter={nextRef}
          />
          {viewer === 'client' && booking.status === 'completed' && (
            <LeaveReviewButton booking={booking} />
          )}
          <ReportProblem booking={booking} viewer={viewer} now={now} />
        </Stack>
      </Section>
    </Stack>
  );
}
