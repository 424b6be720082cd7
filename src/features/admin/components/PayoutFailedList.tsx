import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import type { LiveQuery } from '../../../lib/firebase/live-states';
import type { AdminPayoutRow } from '../api/use-payout-lists';
import { formatDateTime } from './admin-format';
import { PayoutBookingId } from './PayoutBookingId';
import { PayoutListFrame, type PayoutColumn } from './PayoutListFrame';
import { payoutMoney } from './payout-rows';

interface PayoutFailedListProps {
  list: LiveQuery<AdminPayoutRow>;
  /** Booking ids with a call in flight. */
  busy: ReadonlySet<string>;
  onRetry: (bookingId: string) => void;
  onLoadMore: () => void;
  /** The DJ's cell (their name and profile link). */
  renderDj: (djId: string) => ReactNode;
}

const COLUMNS: readonly PayoutColumn[] = [
  { label: 'Booking' },
  { label: 'DJ' },
  { label: 'Amount', align: 'right' },
  { label: 'Failure' },
  { label: 'Attempts', align: 'right' },
  { label: 'Last attempt' },
  { label: 'Actions' },
];

/**
 * Transfers Stripe refused or did not answer, with why and how often, and Retry. No
 * confirmation: a retry moves money at most once (the transfer's idempotency key is the
 * booking's, and one without an answer is asked again as it was), and the scheduler would
 * retry anyway.
 */
export function PayoutFailedList({
  list,
  busy,
  onRetry,
  onLoadMore,
  renderDj,
}: PayoutFailedListProps) {
  return (
    <PayoutListFrame
      list={list}
      label="failed transfers"
      emptyText="No failed transfers."
      onLoadMore={onLoadMore}
      caption="Transfers to DJs that Stripe refused or did not answer, newest first. The money is still owed: the scheduler tries again every 10 minutes, and Retry tries now."
      columns={COLUMNS}
    >
      {(rows) =>
        rows.map((row) => (
          <TableRow key={row.bookingId} data-testid="payout-failed">
            <TableCell component="th" scope="row">
              <PayoutBookingId bookingId={row.bookingId} />
            </TableCell>
            <TableCell>{renderDj(row.djId)}</TableCell>
            <TableCell align="right">{payoutMoney(row.amountCents)}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>
              {row.failure?.message || row.failure?.code || '—'}
            </TableCell>
            <TableCell align="right">{row.attempts}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(row.failure?.at ?? row.updatedAt)}
            </TableCell>
            <TableCell>
              <Button
                size="small"
                variant="outlined"
                disabled={busy.has(row.bookingId)}
                aria-label={`Retry the transfer for booking ${row.bookingId}`}
                onClick={() => onRetry(row.bookingId)}
              >
                {busy.has(row.bookingId) ? 'Retrying…' : 'Retry'}
              </Button>
            </TableCell>
          </TableRow>
        ))
      }
    </PayoutListFrame>
  );
}
