import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useAnnounce } from '../../../components/live-region/announce-context';
import { useLiveChanges } from '../../../components/live-region/use-live-changes';
import { bookingStatusAnnouncement } from '../../../domain/announcements';
import type { BookingStatus } from '../../../domain/booking-states';
import { useBookingCounts } from '../api/use-booking-counts';
import type { LiveQuery } from '../../../lib/firebase/live-data';
import { useLiveBookings } from '../api/use-live-bookings';
import { useBookingActions } from '../hooks/use-booking-actions';
import type { Booking } from '../model/booking';
import {
  BOOKINGS_LOAD_FAILED,
  bookingCardView,
  bookingTabs,
  listSignature,
  type BookingActionView,
  type BookingConfirmation,
  type BookingTabKey,
  type BookingViewer,
  type PersonAction,
} from '../model/booking-view';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import type { BookingActionOptions } from '../hooks/use-booking-actions';
import type { ConfirmationReasonField } from '../model/booking-decline-view';
import { DeclineRequestDialog } from './DeclineRequestDialog';
import { BookingCard } from './BookingCard';
import { BookingsEmptyState } from './BookingsEmptyState';
import { LeaveReviewButton } from './LeaveReviewButton';
import { ReportProblem } from './ReportProblem';
import { usePayoutsReady } from '../../../lib/firebase/use-payouts-ready';

/** Bookings per page; Load more asks for another page. */
export const BOOKINGS_PAGE_SIZE = 20;

interface BookingsPanelProps {
  viewer: BookingViewer;
  uid: string;
  /** An h2 above the tabs, when the page shows more than one list. */
  title?: string;
  /** Render nothing when the viewer has no bookings on this side (a DJ's own client bookings). */
  hideWhenEmpty?: boolean;
}

interface PendingConfirmation {
  bookingId: string;
  action: BookingActionView;
}

/** A confirmation that asks for a reason too (the DJ's Decline). */
type DeclinePrompt = BookingConfirmation & { reason: ConfirmationReasonField };

const refreshKeyOf = (list: LiveQuery<Booking>): string | null => {
  switch (list.status) {
    case 'loading':
      return null;
    case 'error':
      return 'error';
    case 'ready':
      return listSignature(list.data);
  }
};

/**
 * A viewer's bookings (client: the ones they made; DJ: the requests they
 * received) in the All / Pending / Confirmed / Completed tabs with counts,
 * live, newest first, with the actions the domain allows the viewer.
 */
export function BookingsPanel({ viewer, uid, title, hideWhenEmpty = false }: BookingsPanelProps) {
  const idPrefix = useId();
  const [tab, setTab] = useState<BookingTabKey>('all');
  const [max, setMax] = useState(BOOKINGS_PAGE_SIZE);
  const [confirming, setConfirming] = useState<PendingConfirmation | null>(null);
  const [declinePrompt, setDeclinePrompt] = useState<DeclinePrompt | null>(null);
  const list = useLiveBookings(viewer, uid, tab === 'all' ? null : tab, max);
  const counts = useBookingCounts(viewer, uid, refreshKeyOf(list));
  const { busy, run } = useBookingActions(counts.refresh);
  // The clock for the cards, read once per render of the list (not a hook dependency).
  const [now] = useState(() => new Date());
  // A DJ accepts only with payouts set up (decision 0027); clients never see this.
  const payoutsReady = usePayoutsReady(viewer === 'dj' ? uid : null);
  const context = { payoutsReady };

  // A card on screen whose status changes without this viewer acting (the DJ accepted, the
  // client cancelled) is announced once: 'Booking with Marcus Reid on Dec 12, 2026 is now
  // Confirmed'. Not on first load or a new tab's list; not the viewer's own change, which
  // its toast reports. `ownChanges` holds the bookings the viewer is moving, with the status
  // they had.
  const announce = useAnnounce();
  const ownChanges = useRef(new Map<string, BookingStatus>());
  const sectionRef = useRef<HTMLElement>(null);
  const confirmedBooking = useRef<string | null>(null);
  useLiveChanges(
    list.status === 'ready' && !list.fromCache ? list.data : null,
    (booking) => booking.id,
    (booking) => booking.status,
    (changes) => {
      for (const { item, before } of changes) {
        if (before === undefined) continue;
        if (ownChanges.current.get(item.id) === before) {
          ownChanges.current.delete(item.id);
          continue;
        }
        const view = bookingCardView(item, viewer, new Date(), context);
        announce(
          bookingStatusAnnouncement(view.label, view.status.label),
          `booking-status:${item.id}`,
        );
      }
    },
  );

  if (hideWhenEmpty) {
    const c = counts.state;
    if (c.status === 'loading' || (c.status === 'ready' && c.counts.all === 0)) return null;
  }

  const tabs = bookingTabs(counts.state.status === 'ready' ? counts.state.counts : null);
  const items: Booking[] = list.status === 'ready' ? list.data : [];

  /** Runs an action; true when the server took it. */
  const act = async (
    bookingId: string,
    action: PersonAction,
    options?: BookingActionOptions,
  ): Promise<boolean> => {
    const booking = items.find((b) => b.id === bookingId);
    if (booking?.status) ownChanges.current.set(bookingId, booking.status);
    // A demo booking's toast names no refund (decision 0043).
    const withDemo = booking?.paymentProvider === 'demo' ? { ...options, demo: true } : options;
    const done = await (withDemo ? run(bookingId, action, withDemo) : run(bookingId, action));
    if (!done) ownChanges.current.delete(bookingId);
    return done;
  };

  const onAction = (booking: Booking, action: BookingActionView) => {
    if (!action.confirm) {
      void act(booking.id, action.action);
      return;
    }
    // The refund depends on the time: state it as of the moment the prompt opens.
    const fresh = bookingCardView(booking, viewer, new Date(), context).actions.find(
      (a) => a.action === action.action,
    );
    const prompt = (fresh ?? action).confirm;
    // Kept after the dialog closes, so it keeps its words while it fades out.
    if (prompt?.reason) setDeclinePrompt({ ...prompt, reason: prompt.reason });
    setConfirming({ bookingId: booking.id, action: fresh ?? action });
  };

  // The decline's dialog stays open when the server refuses (its reason, say): the refusal is
  // shown by the field, and the DJ may change the reason or keep the request.
  const decline = async (reason: string | undefined): Promise<string | null> => {
    if (!confirming) return null;
    const refusal = { text: null as string | null };
    const done = await act(confirming.bookingId, confirming.action.action, {
      ...(reason !== undefined ? { reason } : {}),
      onRefused: (text) => {
        refusal.text = text;
      },
    });
    if (done) {
      confirmedBooking.current = confirming.bookingId;
      setConfirming(null);
    }
    return refusal.text;
  };

  const confirm = async () => {
    if (!confirming) return;
    const done = await act(confirming.bookingId, confirming.action.action);
    confirmedBooking.current = done ? confirming.bookingId : null;
    setConfirming(null);
  };

  // A cancel the server took removes the Cancel button the prompt gives focus back to, and
  // focus then falls to the page's body: with the prompt, if the live list delivered the change
  // before the call answered, or later, when it delivers it after the prompt has closed (the
  // card's own hand-over runs while the prompt still holds focus). Either way the booking's
  // card takes focus once the prompt has closed; a refused cancel leaves focus on Cancel.
  const afterPromptClosed = (focusLost: boolean) => {
    const bookingId = confirmedBooking.current;
    confirmedBooking.current = null;
    const card = bookingId
      ? sectionRef.current?.querySelector<HTMLElement>(
          `[data-booking-id="${CSS.escape(bookingId)}"]`,
        )
      : null;
    if (!card) return;
    const active = document.activeElement;
    if (focusLost || (active !== null && card.contains(active))) {
      card.focus({ preventScroll: true });
    }
  };

  const panelId = `${idPrefix}-panel`;
  const tabId = (key: BookingTabKey) => `${idPrefix}-tab-${key}`;

  return (
    <Box component="section" ref={sectionRef} aria-label={title ?? 'Bookings'} sx={{ mb: 4 }}>
      {title && (
        <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
      )}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_, key: BookingTabKey) => {
            setTab(key);
            setMax(BOOKINGS_PAGE_SIZE);
          }}
          aria-label={`${title ?? 'Bookings'} by status`}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {tabs.map((t) => (
            <Tab
              key={t.key}
              value={t.key}
              id={tabId(t.key)}
              aria-controls={panelId}
              label={t.count === null ? t.label : `${t.label} (${t.count})`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(tab)}>
        {list.status === 'loading' && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading bookings" />
          </Box>
        )}
        {list.status === 'error' && <Alert severity="error">{BOOKINGS_LOAD_FAILED}</Alert>}
        {list.status === 'ready' && items.length === 0 && tab === 'all' && (
          <BookingsEmptyState viewer={viewer} />
        )}
        {list.status === 'ready' && items.length === 0 && tab !== 'all' && (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            No {tabs.find((t) => t.key === tab)?.label.toLowerCase()} bookings.
          </Typography>
        )}
        {items.length > 0 && (
          <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
            {items.map((booking) => (
              <BookingCard
                key={booking.id}
                view={bookingCardView(booking, viewer, now, context)}
                busy={busy.has(booking.id)}
                onAction={(action) => onAction(booking, action)}
                headingLevel={title ? 3 : 2}
              >
                {viewer === 'client' && booking.status === 'completed' && (
                  <LeaveReviewButton booking={booking} />
                )}
                <ReportProblem booking={booking} viewer={viewer} now={now} />
              </BookingCard>
            ))}
          </Stack>
        )}
        {list.status === 'ready' && list.hasMore && (
          <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              Showing the {items.length} newest bookings.
            </Typography>
            <Button
              onClick={() => setMax((m) => m + BOOKINGS_PAGE_SIZE)}
              disabled={list.loadingMore}
              variant="outlined"
              size="small"
            >
              {list.loadingMore ? 'Loading…' : 'Load more'}
            </Button>
          </Stack>
        )}
      </Box>
      <ConfirmDialog
        open={Boolean(confirming?.action.confirm && !confirming.action.confirm.reason)}
        title={confirming?.action.confirm?.title ?? ''}
        message={confirming?.action.confirm?.message ?? ''}
        confirmLabel={confirming?.action.confirm?.confirmLabel ?? ''}
        cancelLabel={confirming?.action.confirm?.dismissLabel}
        destructive={confirming?.action.destructive ?? false}
        busy={confirming !== null && busy.has(confirming.bookingId)}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
        onClosed={afterPromptClosed}
      />
      {declinePrompt && (
        <DeclineRequestDialog
          open={Boolean(confirming?.action.confirm?.reason)}
          confirmation={declinePrompt}
          busy={confirming !== null && busy.has(confirming.bookingId)}
          onConfirm={decline}
          onCancel={() => setConfirming(null)}
          onClosed={afterPromptClosed}
        />
      )}
    </Box>
  );
}
