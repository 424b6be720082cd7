import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { LoadMoreButton } from '../../../components/lists/LoadMoreButton';
import { LATE_CANCELLATION_PAYOUT_TEXT, PAYOUT_TIMING_TEXT } from '../../../domain/payouts';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { usePayoutAccount } from '../api/use-payout-account';
import { useEarningsTotals } from '../api/use-earnings-totals';
import { usePayouts } from '../api/use-payouts';
import { useEarningsExport } from '../hooks/use-earnings-export';
import { totalsKeyOf } from '../model/earnings-totals';
import { canBePaid } from '../model/payout-account';
import {
  EARNINGS_EMPTY,
  EARNINGS_LOAD_FAILED,
  EARNINGS_TOTALS_FAILED,
} from '../model/payout-texts';
import { EarningsList } from './EarningsList';
import { EarningsTotals } from './EarningsTotals';

/**
 * /dj-dashboard → Earnings: totals, when the money moves, one row per booking (live, a page
 * at a time; cards on a phone) and the CSV export.
 *
 * The totals cover every payout of the DJ, however many pages are loaded: they are sums
 * the server computes (api/earnings-totals-query.ts), read on opening and again whenever
 * the live list changes. Only "Export CSV", asked for explicitly, reads every payout.
 */
export function EarningsTab({ uid }: { uid: string }) {
  const headingId = useId();
  const payouts = usePayouts(uid);
  const account = usePayoutAccount(uid);
  const { exporting, exportCsv } = useEarningsExport(uid);
  const online = useOnlineStatus();

  const listed = payouts.status === 'ready' ? payouts.data : null;
  const hasMore = payouts.status === 'ready' && payouts.hasMore;
  // Null until the list has a payout (no totals show before), then a new key whenever a
  // listed payout's money changes.
  const totalsKey = useMemo(
    () => (listed !== null && listed.length > 0 ? totalsKeyOf(listed) : null),
    [listed],
  );
  const totals = useEarningsTotals(uid, totalsKey);
  // Until the account is known, a delayed payout is not blamed on it.
  const accountReady =
    account.status === 'ready' ? canBePaid(account.data) : account.status !== 'not-found';

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography variant="h5" component="h2" id={headingId}>
          Earnings
        </Typography>
        {listed !== null && listed.length > 0 && (
          <Button
            variant="outlined"
            onClick={() => void exportCsv()}
            disabled={exporting || !online}
            loading={exporting}
            loadingPosition="start"
          >
            Export CSV
          </Button>
        )}
      </Stack>

      {payouts.status === 'loading' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading your earnings" />
        </Box>
      )}
      {payouts.status === 'error' && <Alert severity="error">{EARNINGS_LOAD_FAILED}</Alert>}
      {listed !== null && listed.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {EARNINGS_EMPTY}
        </Typography>
      )}
      {listed !== null && listed.length > 0 && (
        <Stack spacing={3}>
          {totals.state.status === 'error' ? (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={totals.refresh} disabled={!online}>
                  Retry
                </Button>
              }
            >
              {EARNINGS_TOTALS_FAILED}
            </Alert>
          ) : (
            <EarningsTotals totals={totals.state.status === 'ready' ? totals.state.totals : null} />
          )}
          {/* Beside the dates it explains (issue 38: the wording said a day less). */}
          <Typography variant="body2" color="text.secondary" data-testid="payout-timing">
            {PAYOUT_TIMING_TEXT} {LATE_CANCELLATION_PAYOUT_TEXT}
          </Typography>
          {/* minWidth 0: the table's scroll container, not the page, takes its width. */}
          <Box sx={{ minWidth: 0 }}>
            <EarningsList payouts={listed} accountReady={accountReady} />
            {hasMore && (
              <LoadMoreButton
                onClick={payouts.loadMore}
                loading={payouts.status === 'ready' && payouts.loadingMore}
                online={online}
                mt={2}
              />
            )}
          </Box>
        </Stack>
      )}
    </Box>
  );
}
