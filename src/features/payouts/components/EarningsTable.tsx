import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatIsoDate } from '../../../domain/format';
import { formatDollars } from '../../../domain/money';
import { payoutStatusDetail, type Payout } from '../model/payout';
import { PayoutStatusChip } from './PayoutStatusChip';

interface EarningsTableProps {
  payouts: readonly Payout[];
  /** The DJ's account can receive transfers (a delayed payout then needs nothing from them). */
  accountReady: boolean;
}

const TABLE_LABEL = 'Earnings per booking';
const usd = (amountCents: number) => formatDollars(amountCents, { decimals: 2 });

type MoneyKey = 'grossCents' | 'commissionCents' | 'netCents' | 'amountCents';

const MONEY_COLUMNS: readonly { key: MoneyKey; label: string }[] = [
  { key: 'grossCents', label: 'Gross' },
  { key: 'commissionCents', label: 'Commission (15%)' },
  { key: 'netCents', label: 'Net (85%)' },
  { key: 'amountCents', label: 'Payout' },
];

/**
 * One row per booking. Below 600 px the table scrolls sideways inside its own container
 * (focusable, so a keyboard can scroll it), never the page.
 */
export function EarningsTable({ payouts, accountReady }: EarningsTableProps) {
  return (
    <TableContainer
      role="region"
      aria-label={TABLE_LABEL}
      tabIndex={0}
      sx={{ width: '100%', overflowX: 'auto' }}
    >
      <Table size="small" aria-label={TABLE_LABEL} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell>Event date</TableCell>
            <TableCell>Client</TableCell>
            {MONEY_COLUMNS.map((column) => (
              <TableCell key={column.key} align="right">
                {column.label}
              </TableCell>
            ))}
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payouts.map((payout) => (
            <TableRow key={payout.bookingId} data-testid="earnings-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatIsoDate(payout.eventDate)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{payout.clientName}</TableCell>
              {MONEY_COLUMNS.map((column) => (
                <TableCell key={column.key} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {usd(payout[column.key])}
                </TableCell>
              ))}
              <TableCell>
                <PayoutStatusChip status={payout.status} />
                {payoutStatusDetail(payout, accountReady).map((line) => (
                  <Typography
                    key={line}
                    variant="body2"
                    color="text.secondary"
                    sx={{ mt: 0.5, overflowWrap: 'anywhere' }}
                  >
                    {line}
                  </Typography>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
