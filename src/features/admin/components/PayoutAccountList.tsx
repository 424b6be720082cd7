import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import type { LiveQuery } from '../../../lib/firebase/live-states';
import type { PayoutAccountRow } from '../api/use-payout-accounts';
import { formatDateTime } from './admin-format';
import { PayoutListFrame } from './PayoutListFrame';
import { requirementsText } from './payout-rows';

interface PayoutAccountListProps {
  list: LiveQuery<PayoutAccountRow>;
  onLoadMore: () => void;
  /** The DJ's cell (their name and profile link). */
  renderDj: (djId: string) => ReactNode;
}

/** DJs whose Stripe account needs something from them, with what, in plain words. */
export function PayoutAccountList({ list, onLoadMore, renderDj }: PayoutAccountListProps) {
  return (
    <PayoutListFrame
      list={list}
      label="payout accounts"
      emptyText="No payout accounts need action."
      onLoadMore={onLoadMore}
      caption="DJs whose Stripe account needs more information before it can pay them, newest first. Only the DJ can provide it, from the Payouts tab of their dashboard."
      columns={[{ label: 'DJ' }, { label: 'Stripe needs' }, { label: 'Since' }]}
    >
      {(rows) =>
        rows.map((row) => (
          <TableRow key={row.uid} data-testid="payout-account">
            <TableCell component="th" scope="row">
              {renderDj(row.uid)}
            </TableCell>
            <TableCell>{requirementsText(row)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.updatedAt)}</TableCell>
          </TableRow>
        ))
      }
    </PayoutListFrame>
  );
}
