import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  EARNINGS_LABELS,
  EARNINGS_LIST_LABEL,
  EARNINGS_MONEY_FIELDS,
  type EarningsRowView,
} from '../model/earnings-rows';
import { EarningsStatus } from './EarningsStatus';

/**
 * One row per booking, for screens of 900 px and more (EarningsList; phones and tablets in
 * portrait get EarningsCards). Its eight columns need about 800 px, which the page's 852 px
 * of content at 900 px holds; the focusable scroll region is only a guard, so a longer text
 * than planned scrolls the table, never the page.
 */
export function EarningsTable({ rows }: { rows: readonly EarningsRowView[] }) {
  return (
    <TableContainer
      role="region"
      aria-label={EARNINGS_LIST_LABEL}
      tabIndex={0}
      sx={{ width: '100%', overflowX: 'auto' }}
    >
      <Table size="small" aria-label={EARNINGS_LIST_LABEL} sx={{ minWidth: 800 }}>
        <TableHead>
          <TableRow>
            <TableCell>{EARNINGS_LABELS.eventDate}</TableCell>
            <TableCell>{EARNINGS_LABELS.client}</TableCell>
            {EARNINGS_MONEY_FIELDS.map((field) => (
              <TableCell key={field.key} align="right">
                {field.label}
              </TableCell>
            ))}
            <TableCell>{EARNINGS_LABELS.payoutDay}</TableCell>
            <TableCell>{EARNINGS_LABELS.status}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} data-testid="earnings-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.eventDate}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.client}</TableCell>
              {row.money.map((cell) => (
                <TableCell key={cell.key} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {cell.value}
                </TableCell>
              ))}
              <TableCell>{row.payoutDay}</TableCell>
              <TableCell>
                <EarningsStatus row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
