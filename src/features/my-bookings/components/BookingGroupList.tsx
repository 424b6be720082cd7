import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode, type RefObject } from 'react';
import { FOCUS_TARGET_SX } from '../../../components/focus/focus-ring';
import type { FocusAfterRemoval } from '../../../components/focus/use-focus-after-removal';
import type { LiveQuery } from '../../../lib/firebase/live-states';
import type { Booking } from '../model/booking';
import { shownText, type BookingGroupKey } from '../model/booking-list';

interface BookingGroupListProps {
  group: BookingGroupKey;
  title: string;
  /** One level below the panel's own heading, if it has one. */
  headingLevel: 2 | 3;
  emptyText: string;
  /** The part's bookings in order (model/booking-list.ts). */
  bookings: readonly Booking[];
  /** The part's query, for Load more; null when it has none (it then never has more). */
  list: LiveQuery<Booking> | null;
  onLoadMore: () => void;
  focus: FocusAfterRemoval<HTMLUListElement>;
  /** The empty text, which takes focus when the part's last focused card leaves it. */
  emptyRef: RefObject<HTMLParagraphElement | null>;
  renderCard: (booking: Booking) => ReactNode;
}

/** One part of a booking list under its heading ("Upcoming", "Past and cancelled"). */
export function BookingGroupList({
  group,
  title,
  headingLevel,
  emptyText,
  bookings,
  list,
  onLoadMore,
  focus,
  emptyRef,
  renderCard,
}: BookingGroupListProps) {
  const headingId = useId();
  const shownId = useId();
  return (
    <Box data-testid={`booking-group-${group}`} sx={{ '& + &': { mt: 4 } }}>
      <Typography id={headingId} variant="h6" component={`h${headingLevel}`} sx={{ mb: 1 }}>
        {title}
      </Typography>
      {bookings.length === 0 ? (
        <Typography
          ref={emptyRef}
          tabIndex={-1}
          color="text.secondary"
          sx={{ py: 1, ...FOCUS_TARGET_SX }}
        >
          {emptyText}
        </Typography>
      ) : (
        <Stack
          component="ul"
          {...focus.listProps}
          aria-labelledby={headingId}
          spacing={2}
          sx={{ p: 0, m: 0 }}
        >
          {bookings.map(renderCard)}
        </Stack>
      )}
      {list?.status === 'ready' && list.hasMore && (
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
          <Typography id={shownId} variant="body2" color="text.secondary">
            {shownText(group, bookings.length)}
          </Typography>
          <Button
            onClick={onLoadMore}
            // Two parts may each have one: the text beside it says which.
            aria-describedby={shownId}
            disabled={list.loadingMore}
            variant="outlined"
            size="small"
          >
            {list.loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
