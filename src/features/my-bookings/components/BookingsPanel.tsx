import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ReactNode } from 'react';
import { FOCUS_TARGET_SX } from '../../../components/focus/focus-ring';
import {
  useFocusAfterRemoval,
  type FocusAfterRemoval,
} from '../../../components/focus/use-focus-after-removal';
import { useAnnounce } from '../../../components/live-region/announce-context';
import { useLiveChanges } from '../../../components/live-region/use-live-changes';
import { bookingStatusAnnouncement } from '../../../domain/announcements';
import type { BookingStatus } from '../../../domain/booking-states';
import { useBookingCounts } from '../api/use-booking-counts';
import type { LiveQuery } from '../../../lib/firebase/live-states';
import { useLiveBookings } from '../api/use-live-bookings';
import { useBookingActions } from '../hooks/use-booking-actions';
import type { Booking } from '../model/booking';
import {
  bookingGroupOf,
  bookingGroupTitle,
  bookingListPlans,
  emptyGroupText,
  groupBookings,
  upcomingFrom,
  type BookingGroupKey,
} from '../model/booking-list';
import { bookingTabs, type BookingTabKey } from '../model/booking-tabs';
import {
  BOOKINGS_LOAD_FAILED,
  bookingCardView,
  listSignature,
  type BookingActionView,
  type BookingConfirmation,
  type BookingViewer,
} from '../model/booking-view';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import type { BookingActionOptions } from '../hooks/use-booking-actions';
import type { ConfirmationReasonField } from '../model/booking-decline-view';
import { DeclineRequestDialog } from './DeclineRequestDialog';
import { BookingCard } from './BookingCard';
import { BookingGroupList } from './BookingGroupList';
import { BookingsEmptyState } from './BookingsEmptyState';
import { LeaveReviewButton } from './LeaveReviewButton';
import { ReportProblem } from './ReportProblem';
import { usePayoutsReady } from '../../../lib/firebase/use-payouts-ready';
import { screenDataOf, useScreenSnapshot } from '../../../lib/screen-snapshot/screen-snapshot';

/** A booking's card on a dashboard (BookingCard: a list item named for the booking). */
const BOOKING_CARD_SELECTOR = 'main li[aria-label]';

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
  /** Where the booking was listed when the prompt opened, for focus once it has moved. */
  place: { group: BookingGroupKey; index: number };
}

/** A confirmation that asks for a reason too (the DJ's Decline). */
type DeclinePrompt = BookingConfirmation & { reason: ConfirmationReasonField };

const GROUPS: readonly BookingGroupKey[] = ['upcoming', 'past'];
const PAGE_SIZES: Readonly<Record<BookingGroupKey, number>> = {
  upcoming: BOOKINGS_PAGE_SIZE,
  past: BOOKINGS_PAGE_SIZE,
};

/** Both parts' queries as one list: loading until both answered, failed if either failed. */
type CombinedList =
  { status: 'loading' | 'error' } | { status: 'ready'; pages: Booking[][]; fromCache: boolean };

function combine(lists: readonly (LiveQuery<Booking> | null)[]): CombinedList {
  const open = lists.filter((l): l is LiveQuery<Booking> => l !== null);
  if (open.some((l) => l.status === 'error')) return { status: 'error' };
  const pages: Booking[][] = [];
  let fromCache = false;
  for (const l of open) {
    if (l.status !== 'ready') return { status: 'loading' };
    pages.push(l.data);
    fromCache ||= l.fromCache;
  }
  return { status: 'ready', pages, fromCache };
}

/**
 * A viewer's bookings (client: the ones they made; DJ: the requests they
 * received) in the All / Pending / Confirmed / Completed tabs with counts,
 * live, with the actions the domain allows the viewer. Each tab lists what is
 * still ahead first, soonest first, then what is over under its own heading,
 * latest first (model/booking-list.ts, decision 0047).
 */
export function BookingsPanel({ viewer, uid, title, hideWhenEmpty = false }: BookingsPanelProps) {
  const idPrefix = useId();
  const [tab, setTab] = useState<BookingTabKey>('all');
  const [max, setMax] = useState(PAGE_SIZES);
  const [confirming, setConfirming] = useState<PendingConfirmation | null>(null);
  const [declinePrompt, setDeclinePrompt] = useState<DeclinePrompt | null>(null);
  // The clock for the cards and the upcoming/past split, read once (not a hook dependency).
  const [now] = useState(() => new Date());
  const from = upcomingFrom(now);
  const plans = bookingListPlans(tab);
  const lists: Record<BookingGroupKey, LiveQuery<Booking> | null> = {
    upcoming: useLiveBookings(viewer, uid, plans.upcoming, from, max.upcoming),
    past: useLiveBookings(viewer, uid, plans.past, from, max.past),
  };
  const list = combine([lists.upcoming, lists.past]);
  const grouped =
    list.status === 'ready' ? groupBookings(list.pages, from) : { upcoming: [], past: [] };
  const items: Booking[] = [...grouped.upcoming, ...grouped.past];
  const counts = useBookingCounts(
    viewer,
    uid,
    list.status === 'loading' ? null : list.status === 'error' ? 'error' : listSignature(items),
  );
  // The dashboard's start paints this list's last snapshot; the live list replaces it, and
  // the list of every booking is what the next start paints (decision 0057).
  useScreenSnapshot(
    tab === 'all' ? uid : null,
    screenDataOf(list),
    listSignature(items),
    BOOKING_CARD_SELECTOR,
  );
  const { busy, run } = useBookingActions(counts.refresh);
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
  const confirmedBooking = useRef<PendingConfirmation | null>(null);
  useLiveChanges(
    list.status === 'ready' && !list.fromCache ? items : null,
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

  // Each part keeps focus when a focused card leaves it (declined, cancelled: it moves below).
  const emptyRefs = {
    upcoming: useRef<HTMLParagraphElement>(null),
    past: useRef<HTMLParagraphElement>(null),
  };
  const tabEmptyRef = useRef<HTMLParagraphElement>(null);
  const idsOf = (group: BookingGroupKey) =>
    list.status === 'ready' ? grouped[group].map((b) => b.id) : null;
  const focusKeepers: Record<BookingGroupKey, FocusAfterRemoval<HTMLUListElement>> = {
    upcoming: useFocusAfterRemoval(
      idsOf('upcoming'),
      () => emptyRefs.upcoming.current ?? tabEmptyRef.current,
    ),
    past: useFocusAfterRemoval(idsOf('past'), () => emptyRefs.past.current ?? tabEmptyRef.current),
  };

  if (hideWhenEmpty) {
    const c = counts.state;
    if (c.status === 'loading' || (c.status === 'ready' && c.counts.all === 0)) return null;
  }

  const tabs = bookingTabs(counts.state.status === 'ready' ? counts.state.counts : null);

  /** Runs an action as the person saw it; true when the server took it. */
  const act = async (
    bookingId: string,
    action: BookingActionView,
    extra: Omit<BookingActionOptions, 'sawStatus'> = {},
  ): Promise<boolean> => {
    const booking = items.find((b) => b.id === bookingId);
    if (booking?.status) ownChanges.current.set(bookingId, booking.status);
    // A demo booking's toast names no refund (decision 0043).
    const demo = booking?.paymentProvider === 'demo' ? { demo: true } : {};
    const done = await run(bookingId, action.action, {
      ...extra,
      ...demo,
      sawStatus: action.sawStatus,
    });
    if (!done) ownChanges.current.delete(bookingId);
    return done;
  };

  const onAction = (booking: Booking, action: BookingActionView) => {
    if (!action.confirm) {
      void act(booking.id, action);
      return;
    }
    // The refund depends on the time: state it as of the moment the prompt opens.
    const fresh = bookingCardView(booking, viewer, new Date(), context).actions.find(
      (a) => a.action === action.action,
    );
    const prompt = (fresh ?? action).confirm;
    // Kept after the dialog closes, so it keeps its words while it fades out.
    if (prompt?.reason) setDeclinePrompt({ ...prompt, reason: prompt.reason });
    const group = bookingGroupOf(booking, from);
    const index = grouped[group].findIndex((b) => b.id === booking.id);
    setConfirming({ bookingId: booking.id, action: fresh ?? action, place: { group, index } });
  };

  // The decline's dialog stays open when the server refuses (its reason, say): the refusal is
  // shown by the field, and the DJ may change the reason or keep the request.
  const decline = async (reason: string | undefined): Promise<string | null> => {
    if (!confirming) return null;
    const refusal = { text: null as string | null };
    const done = await act(confirming.bookingId, confirming.action, {
      ...(reason !== undefined ? { reason } : {}),
      onRefused: (text) => {
        refusal.text = text;
      },
    });
    if (done) {
      confirmedBooking.current = confirming;
      setConfirming(null);
    }
    return refusal.text;
  };

  const confirm = async () => {
    if (!confirming) return;
    const done = await act(confirming.bookingId, confirming.action);
    confirmedBooking.current = done ? confirming : null;
    setConfirming(null);
  };

  // A cancel or decline the server took removes the button the prompt gives focus back to,
  // and focus would fall to the page's body: with the prompt, if the live list delivered the
  // change before the call answered, or later, when it delivers it after the prompt has
  // closed (the card's own hand-over runs while the prompt still holds focus). And the
  // booking then moves from Upcoming to the part below. So once the prompt has closed: while
  // the card is still in its place it takes focus, and when it has left (now, or when the
  // list moves it) the card that took its place does, or the one above, or the part's empty
  // text (useFocusAfterRemoval). Not that card's first button: Accept acts at once, and a
  // second press of Enter must not accept the next request. A refused action leaves focus
  // on its button.
  const afterPromptClosed = (focusLost: boolean) => {
    const done = confirmedBooking.current;
    confirmedBooking.current = null;
    if (!done) return;
    const group = focusKeepers[done.place.group];
    const card = group.items().find((el) => el.dataset.bookingId === done.bookingId);
    const active = document.activeElement;
    if (card) {
      if (focusLost || (active !== null && card.contains(active))) {
        card.focus({ preventScroll: true });
      }
      return;
    }
    if (focusLost) group.focusAt(done.place.index);
  };

  const renderCard = (booking: Booking): ReactNode => (
    <BookingCard
      key={booking.id}
      view={bookingCardView(booking, viewer, now, context)}
      busy={busy.has(booking.id)}
      onAction={(action) => onAction(booking, action)}
      headingLevel={title ? 4 : 3}
    >
      {viewer === 'client' && booking.status === 'completed' && (
        <LeaveReviewButton booking={booking} />
      )}
      <ReportProblem booking={booking} viewer={viewer} now={now} />
    </BookingCard>
  );

  const panelId = `${idPrefix}-panel`;
  const tabId = (key: BookingTabKey) => `${idPrefix}-tab-${key}`;

  return (
    <Box component="section" aria-label={title ?? 'Bookings'} sx={{ mb: 4 }}>
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
            setMax(PAGE_SIZES);
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
          <Typography
            ref={tabEmptyRef}
            tabIndex={-1}
            color="text.secondary"
            sx={{ py: 2, ...FOCUS_TARGET_SX }}
          >
            No {tabs.find((t) => t.key === tab)?.label.toLowerCase()} bookings.
          </Typography>
        )}
        {list.status === 'ready' &&
          items.length > 0 &&
          GROUPS.filter((group) => plans[group] !== null).map((group) => (
            <BookingGroupList
              key={group}
              group={group}
              title={bookingGroupTitle(group, tab)}
              headingLevel={title ? 3 : 2}
              emptyText={emptyGroupText(group, tab)}
              bookings={grouped[group]}
              list={lists[group]}
              onLoadMore={() => setMax((m) => ({ ...m, [group]: m[group] + BOOKINGS_PAGE_SIZE }))}
              focus={focusKeepers[group]}
              emptyRef={emptyRefs[group]}
              renderCard={renderCard}
            />
          ))}
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
