import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { PayoutBusy } from '../hooks/use-payout-actions';
import { OPEN_STRIPE_DASHBOARD, type PayoutAccountView } from '../model/payout-account';
import { ONBOARDING_RETURN_NOTICE } from '../model/payout-texts';

interface PayoutAccountCardProps {
  view: PayoutAccountView;
  busy: PayoutBusy;
  /** Back from Stripe's onboarding, and the account's state has not changed yet. */
  returning: boolean;
  onSetup: () => void;
  onOpenDashboard: () => void;
}

/** The DJ's payout account: its state in words, what Stripe still needs, and the way on. */
export function PayoutAccountCard({
  view,
  busy,
  returning,
  onSetup,
  onOpenDashboard,
}: PayoutAccountCardProps) {
  const headingId = useId();
  const requirementsId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography variant="h5" component="h2" id={headingId} sx={{ mb: 2 }}>
        Payout account
      </Typography>
      <Alert severity={view.severity} data-testid="payout-account-state">
        {view.text}
      </Alert>
      {view.requirements.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography id={requirementsId}>Stripe needs:</Typography>
          <Box component="ul" aria-labelledby={requirementsId} sx={{ mt: 0.5, mb: 0 }}>
            {view.requirements.map((item) => (
              <li key={item}>
                <Typography component="span">{item}</Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
      {/* Always in the page, so a screen reader announces the notice when it appears. */}
      <Box role="status" aria-live="polite" sx={{ mt: returning ? 2 : 0 }}>
        {returning && <Typography>{ONBOARDING_RETURN_NOTICE}</Typography>}
      </Box>
      {(view.setupLabel !== null || view.canOpenDashboard) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
          {view.setupLabel !== null && (
            <Button
              variant="contained"
              onClick={onSetup}
              disabled={busy !== null}
              loading={busy === 'setup'}
              loadingPosition="start"
            >
              {view.setupLabel}
            </Button>
          )}
          {view.canOpenDashboard && (
            <Button
              variant="outlined"
              onClick={onOpenDashboard}
              disabled={busy !== null}
              loading={busy === 'dashboard'}
              loadingPosition="start"
            >
              {OPEN_STRIPE_DASHBOARD}
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}
