import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDollars } from '../../../domain/money';
import type { EarningsTotals as Totals } from '../../../domain/payout-earnings';

interface EarningsTotalsProps {
  /** Over every payout of the DJ; null while they are being read. */
  totals: Totals | null;
}

const CARDS: readonly { key: keyof Totals; label: string }[] = [
  { key: 'pendingCents', label: 'Pending' },
  { key: 'paidThisMonthCents', label: 'Paid this month' },
  { key: 'paidAllTimeCents', label: 'Paid all time' },
];

/** Pending, paid this month and paid all time, as three cards. */
export function EarningsTotals({ totals }: EarningsTotalsProps) {
  return (
    <Box
      component="ul"
      aria-busy={totals === null}
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
            {totals === null ? (
              <Skeleton width="5em" />
            ) : (
              formatDollars(totals[card.key], { decimals: 2 })
            )}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
