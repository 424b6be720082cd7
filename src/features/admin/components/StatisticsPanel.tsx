import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ApplicationCountsState } from '../api/use-application-counts';

const STATS = [
  { key: 'total', label: 'Total applications' },
  { key: 'pending', label: 'Pending review' },
  { key: 'verified', label: 'Verified DJs' },
] as const;

/** Totals from count() aggregations (never from reading every profile). */
export function StatisticsPanel({ counts }: { counts: ApplicationCountsState }) {
  if (counts.status === 'error') {
    return <Alert severity="error">Failed to load statistics. Please try again.</Alert>;
  }
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        gap: 2,
        m: 0,
      }}
    >
      {STATS.map((stat) => (
        <Paper key={stat.key} variant="outlined" sx={{ p: 2 }} data-testid={`stat-${stat.key}`}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {stat.label}
          </Typography>
          <Typography component="dd" variant="h4" sx={{ m: 0 }}>
            {counts.status === 'ready' ? counts.counts[stat.key] : '…'}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
