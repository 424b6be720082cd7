import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { PayoutAccountState } from '../../../domain/payout-account-state';
import type { LiveDoc } from '../../../lib/firebase/live-states';
import { usePayoutAccount } from '../api/use-payout-account';
import { useOnboardingReturn } from '../hooks/use-onboarding-return';
import { usePayoutActions } from '../hooks/use-payout-actions';
import { payoutAccountView, type PayoutAccount } from '../model/payout-account';
import { ACCOUNT_LOAD_FAILED } from '../model/payout-texts';
import { PayoutAccountCard } from './PayoutAccountCard';

/** The account's state as far as it is known (null while it loads or failed). */
function stateOf(account: LiveDoc<PayoutAccount>): PayoutAccountState | null {
  if (account.error) return null;
  if (account.status === 'not-found') return 'none';
  return account.status === 'ready' ? account.data.state : null;
}

/** /dj-dashboard → Payouts: the DJ's Stripe account, live, and the way through onboarding. */
export function PayoutsTab({ uid }: { uid: string }) {
  const account = usePayoutAccount(uid);
  const { busy, setup, openDashboard } = usePayoutActions();
  const returning = useOnboardingReturn(stateOf(account), setup);

  // The owner may always read their own account: a refusal is a failure, not "none".
  if (account.error) return <Alert severity="error">{ACCOUNT_LOAD_FAILED}</Alert>;
  if (account.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading your payout account" />
      </Box>
    );
  }
  return (
    <PayoutAccountCard
      view={payoutAccountView(account.status === 'ready' ? account.data : null)}
      busy={busy}
      returning={returning}
      onSetup={() => void setup()}
      onOpenDashboard={() => void openDashboard()}
    />
  );
}
