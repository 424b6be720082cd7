import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { RevenueMonth } from '../api/use-payout-revenue';
import { PayoutTable, type PayoutColumn } from './PayoutListFrame';
import { revenueRowView } from './payout-rows';

export const REVENUE_CAPTION =
  "Platform revenue by month (UTC, by the month the client's card was charged), newest first. " +
  "Fees collected are the client's 5% fee plus the 15% commission on the DJ's fee, after " +
  'refunds and what DJs are paid. Net is fees collected minus Stripe fees.';

const REVENUE_COLUMNS: readonly PayoutColumn[] = [
  { label: 'Month' },
  { label: 'Bookings', align: 'right' },
  { label: 'Fees collected', align: 'right' },
  { label: 'Stripe fees', align: 'right' },
  { label: 'Net', align: 'right' },
];

const newestFirst = (months: readonly RevenueMonth[]) =>
  [...months].sort((a, b) => b.month.localeCompare(a.month)).map(revenueRowView);

/** The revenue months as a table: Month, Bookings, Fees collected, Stripe fees, Net. */
export function RevenueTable({ months }: { months: readonly RevenueMonth[] }) {
  return (
    <PayoutTable caption={REVENUE_CAPTION} label="platform revenue" columns={REVENUE_COLUMNS}>
      {newestFirst(months).map((row) => (
        <TableRow key={row.month} data-testid="revenue-month">
          <TableCell component="th" scope="row">
            {row.label}
          </TableCell>
          <TableCell align="right">{row.bookings}</TableCell>
          <TableCell align="right">{row.fees}</TableCell>
          <TableCell align="right">{row.stripeFees}</TableCell>
          <TableCell align="right">{row.net}</TableCell>
        </TableRow>
      ))}
    </PayoutTable>
  );
}
