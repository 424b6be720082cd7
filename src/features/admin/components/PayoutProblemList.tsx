import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { formatIsoDate } from '../../../domain/format';
import { PAYOUT_RESOLUTIONS, type PayoutResolution } from '../../../domain/payout-record';
import type { LiveQuery } from '../../../lib/firebase/live-states';
import type { AdminPayoutRow } from '../api/use-payout-lists';
import { formatDateTime } from './admin-format';
import { PayoutBookingId } from './PayoutBookingId';
import { PayoutListFrame, type PayoutColumn } from './PayoutListFrame';
import { payoutMoney, RESOLUTION_PROMPTS } from './payout-rows';

interface PayoutProblemListProps {
  list: LiveQuery<AdminPayoutRow>;
  /** Booking ids with a call in flight. */
  busy: ReadonlySet<string>;
  /** Called after the admin confirmed; resolves to whether it succeeded. */
  onResolve: (bookingId: string, resolution: PayoutResolution) => Promise<boolean>;
  onLoadMore: () => void;
  /** The DJ's cell (their name and profile link). */
  renderDj: (djId: string) => ReactNode;
}

const COLUMNS: readonly PayoutColumn[] = [
  { label: 'Booking' },
  { label: 'Event date' },
  { label: 'DJ' },
  { label: 'Held', align: 'right' },
  { label: 'Reported' },
  { label: "Client's details" },
  { label: 'Actions' },
];

interface Confirming {
  bookingId: string;
  resolution: PayoutResolution;
}

/**
 * Open problem reports: what is held and what the client wrote, with Release payout and
 * Refund client. Each asks first (ConfirmDialog; MUI's dialog returns focus to the button
 * that opened it when it closes).
 */
export function PayoutProblemList({
  list,
  busy,
  onResolve,
  onLoadMore,
  renderDj,
}: PayoutProblemListProps) {
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const prompt = confirming ? RESOLUTION_PROMPTS[confirming.resolution] : null;

  const confirm = async () => {
    if (!confirming) return;
    await onResolve(confirming.bookingId, confirming.resolution);
    setConfirming(null);
  };

  return (
    <>
      <PayoutListFrame
        list={list}
        label="problem reports"
        emptyText="No open problem reports."
        onLoadMore={onLoadMore}
        caption="Problems clients reported after their event, newest first. The DJ's payment is held until you release it or refund the client."
        columns={COLUMNS}
      >
        {(rows) =>
          rows.map((row) => (
            <TableRow key={row.bookingId} data-testid="payout-problem">
              <TableCell component="th" scope="row">
                <PayoutBookingId bookingId={row.bookingId} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatIsoDate(row.eventDate) || '—'}
              </TableCell>
              <TableCell>{renderDj(row.djId)}</TableCell>
              <TableCell align="right">{payoutMoney(row.amountCents)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(row.problem?.reportedAt ?? null)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minWidth: 200 }}>
                {row.problem?.details || '—'}
              </TableCell>
              <TableCell>
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
                  {PAYOUT_RESOLUTIONS.map((resolution) => {
                    const texts = RESOLUTION_PROMPTS[resolution];
                    return (
                      <Button
                        key={resolution}
                        size="small"
                        variant="outlined"
                        color={texts.destructive ? 'error' : 'primary'}
                        disabled={busy.has(row.bookingId)}
                        aria-label={`${texts.button} for booking ${row.bookingId}`}
                        onClick={() => setConfirming({ bookingId: row.bookingId, resolution })}
                        sx={{ whiteSpace: 'nowrap' }}
                      >
                        {texts.button}
                      </Button>
                    );
                  })}
                </Stack>
              </TableCell>
            </TableRow>
          ))
        }
      </PayoutListFrame>
      <ConfirmDialog
        open={confirming !== null}
        title={prompt?.title ?? ''}
        message={prompt ? `${prompt.message} Booking ${confirming?.bookingId}.` : ''}
        confirmLabel={prompt?.confirm ?? ''}
        cancelLabel="Go back"
        destructive={prompt?.destructive ?? false}
        busy={confirming !== null && busy.has(confirming.bookingId)}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
