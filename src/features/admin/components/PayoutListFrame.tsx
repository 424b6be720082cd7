import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { LiveQuery } from '../../../lib/firebase/live-states';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';
import { LoadMoreFooter } from './LoadMoreFooter';

export interface PayoutColumn {
  label: string;
  align?: 'right';
}

interface PayoutTableProps {
  /** The table's accessible name and what it holds, shown above it. */
  caption: string;
  /** What the table holds, in a few words: 'failed transfers'. */
  label: string;
  columns: readonly PayoutColumn[];
  /** The body's rows. */
  children: ReactNode;
}

/**
 * A small table named by its caption, as every table of the Payouts section is. On a phone
 * it scrolls sideways inside its container, which is therefore focusable (a keyboard scrolls
 * it: axe's scrollable-region-focusable) and a region with a short name: "Table of failed
 * transfers" (the caption is long, and holds words like "Payouts" that name other regions).
 * The caption is shown above the container, where it wraps to the screen: inside, it was as
 * wide as the table and cut off at 390 px. A screen reader reads it as the table's caption.
 */
export function PayoutTable({ caption, label, columns, children }: PayoutTableProps) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" aria-hidden sx={{ mb: 1 }}>
        {caption}
      </Typography>
      <TableContainer role="region" aria-label={`Table of ${label}`} tabIndex={0}>
        <Table size="small">
          <caption style={VISUALLY_HIDDEN}>{caption}</caption>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.align}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

interface PayoutListFrameProps<T> extends Omit<PayoutTableProps, 'children'> {
  list: LiveQuery<T>;
  /** What the list holds, for the spinner, the error, Load more and the table's region. */
  label: string;
  /** What an empty list says: 'No failed transfers.' */
  emptyText: string;
  onLoadMore: () => void;
  /** The table rows of a non-empty page. */
  children: (rows: T[]) => ReactNode;
}

/** Loading, failed, empty, or the table and Load more: the states every payout list has. */
export function PayoutListFrame<T>({
  list,
  label,
  emptyText,
  onLoadMore,
  children,
  ...table
}: PayoutListFrameProps<T>) {
  if (list.status === 'loading') return <CircularProgress aria-label={`Loading ${label}`} />;
  if (list.status === 'error') {
    return <Alert severity="error">{`Failed to load ${label}. Please try again.`}</Alert>;
  }
  if (list.data.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <>
      <PayoutTable label={label} {...table}>
        {children(list.data)}
      </PayoutTable>
      <LoadMoreFooter list={list} onLoadMore={onLoadMore} noun={label} />
    </>
  );
}
