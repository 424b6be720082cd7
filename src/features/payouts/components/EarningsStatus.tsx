import Typography from '@mui/material/Typography';
import type { EarningsRowView } from '../model/earnings-rows';
import { PayoutStatusChip } from './PayoutStatusChip';

/** A row's status chip and the lines under it: the same in the table and on a card. */
export function EarningsStatus({ row }: { row: EarningsRowView }) {
  return (
    <>
      <PayoutStatusChip status={row.status} />
      {row.details.map((line) => (
        <Typography
          key={line}
          variant="body2"
          color="text.secondary"
          sx={{ mt: 0.5, overflowWrap: 'anywhere' }}
        >
          {line}
        </Typography>
      ))}
    </>
  );
}
