import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { EARNINGS_LABELS, EARNINGS_LIST_LABEL, type EarningsRowView } from '../model/earnings-rows';
import { EarningsStatus } from './EarningsStatus';

/** A term and its value on a card: the label on the left, the value on the right. */
function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, textAlign: 'right', overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </>
  );
}

/**
 * The Earnings list below 900 px: a card per booking, headed by its date and client, with the
 * table's other columns as a description list. Nothing is wider than the card, so nothing
 * scrolls sideways (issue 38).
 */
export function EarningsCards({ rows }: { rows: readonly EarningsRowView[] }) {
  const idPrefix = useId();
  return (
    <Box
      component="ul"
      aria-label={EARNINGS_LIST_LABEL}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        gap: 2,
        p: 0,
        m: 0,
        listStyle: 'none',
      }}
    >
      {rows.map((row) => {
        const headingId = `${idPrefix}-${row.key}`;
        return (
          <Paper
            component="li"
            variant="outlined"
            key={row.key}
            aria-labelledby={headingId}
            data-testid="earnings-row"
            sx={{ p: 2 }}
          >
            <Typography
              variant="subtitle1"
              component="h3"
              id={headingId}
              sx={{ mb: 1, overflowWrap: 'anywhere' }}
            >
              {row.title}
            </Typography>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'auto minmax(0, 1fr)',
                columnGap: 2,
                rowGap: 0.75,
                alignItems: 'baseline',
                m: 0,
              }}
            >
              {row.money.map((cell) => (
                <Entry key={cell.key} term={cell.label}>
                  {cell.value}
                </Entry>
              ))}
              <Entry term={EARNINGS_LABELS.payoutDay}>{row.payoutDay}</Entry>
              <Entry term={EARNINGS_LABELS.status}>
                <EarningsStatus row={row} />
              </Entry>
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
