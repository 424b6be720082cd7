import Chip from '@mui/material/Chip';
import { PAYOUT_STATUS_DISPLAY, type PayoutStatus } from '../../../domain/payouts';

/**
 * A payout's status. Outlined, with the status colour on the border only and the text in
 * text.primary: the text keeps full contrast in both colour schemes whatever the palette's
 * status colours are (issue 24 measured MUI's default filled info and warning chips below
 * 4.5:1; src/app/theme.ts now darkens both).
 */
export function PayoutStatusChip({ status }: { status: PayoutStatus }) {
  const display = PAYOUT_STATUS_DISPLAY[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={display.color}
      label={display.label}
      sx={{ color: 'text.primary', borderWidth: 2 }}
      data-testid="payout-status"
    />
  );
}
