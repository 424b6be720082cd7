import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDollars } from '../../../domain/money';
import type { EarningsTotals as Totals } from '../../../domain/payouts';

interface EarningsTotalsProps {
  totals: Totals;
  /** How many bookings the totals cover when older ones are not loaded (null: all are). */
  partialOf: number | null;
}

const CARDS: readonly { key: keyof Totals; label: string }[] = [
  { key: 'pendingCents', label: 'Pending' },
  { key: 'paidThisMonthCents', label: 'Paid this month' },
  { key: 'paidAllTimeCents', label: 'Paid all time' },
];

/** Pending, paid this month and paid all time, as three cards. */
export function EarningsTotals({ totals, partialOf }: EarningsTotalsProps) {
  return (
    <Box>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          gap: 2,
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        {CARDS.map((card) => (
          <Paper component="li" variant="outlined" key={card.key} sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h3" color="text.secondary">
              {card.label}
            </Typography>
            <Typography variant="h5" component="p" data-testid={`earnings-${card.key}`}>
              {formatDollars(totals[card.key], { decimals: 2 })}
            </Typography>
          </Paper>
        ))}
      </Box>
      {partialOf !== null && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Totals cover the {partialOf} bookings listed below. Load more to include older ones.
        </Typography>
      )}
    </Box>
  );
}
