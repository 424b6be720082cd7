import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import {
  useActionNeededPayoutAccounts,
  PAYOUT_ACCOUNTS_PAGE_SIZE,
} from '../api/use-payout-accounts';
import { usePayoutActions } from '../api/use-payout-actions';
import {
  PAYOUTS_PAGE_SIZE,
  useFailedPayouts,
  useOpenPayoutProblems,
} from '../api/use-payout-lists';
import { usePayoutRevenue } from '../api/use-payout-revenue';
import { AdminSection } from './AdminSection';
import { PayoutAccountList } from './PayoutAccountList';
import { PayoutDjLink } from './PayoutDjLink';
import { PayoutFailedList } from './PayoutFailedList';
import { PayoutProblemList } from './PayoutProblemList';
import { lastMonths } from './payout-rows';
import { RevenueTable } from './RevenueTable';

/** One part of the Payouts section: a region named by its h3 (the section's heading is h2). */
function PayoutPart({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h3" id={headingId}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}

const renderDj = (djId: string) => <PayoutDjLink djId={djId} />;

/**
 * Issue 23's admin view of payouts: platform revenue by month, open problem reports (release
 * or refund), failed transfers (retry) and DJs whose payout accounts need action. Every list
 * is a paged query; the revenue is twelve server-side aggregations.
 */
export function PayoutsSection() {
  const [months] = useState(() => lastMonths(new Date()));
  const revenue = usePayoutRevenue(months);
  const [problemsMax, setProblemsMax] = useState(PAYOUTS_PAGE_SIZE);
  const [failedMax, setFailedMax] = useState(PAYOUTS_PAGE_SIZE);
  const [accountsMax, setAccountsMax] = useState(PAYOUT_ACCOUNTS_PAGE_SIZE);
  const problems = useOpenPayoutProblems(problemsMax);
  const failed = useFailedPayouts(failedMax);
  const accounts = useActionNeededPayoutAccounts(accountsMax);
  const { busy, resolve, retry } = usePayoutActions(revenue.refresh);

  return (
    <AdminSection
      title="Payouts"
      description="What the platform earned, what is held or failed, and which DJs cannot be paid yet."
    >
      <Stack spacing={4}>
        <PayoutPart
          title="Platform revenue"
          action={
            <Button
              size="small"
              onClick={revenue.refresh}
              disabled={revenue.state.status === 'loading'}
            >
              Refresh
            </Button>
          }
        >
          {revenue.state.status === 'loading' && (
            <CircularProgress aria-label="Loading platform revenue" />
          )}
          {revenue.state.status === 'error' && (
            <Alert severity="error">Failed to load platform revenue. Please try again.</Alert>
          )}
          {revenue.state.status === 'ready' && <RevenueTable months={revenue.state.months} />}
        </PayoutPart>
        <PayoutPart title="Open problem reports">
          <PayoutProblemList
            list={problems}
            busy={busy}
            onResolve={resolve}
            onLoadMore={() => setProblemsMax((n) => n + PAYOUTS_PAGE_SIZE)}
            renderDj={renderDj}
          />
        </PayoutPart>
        <PayoutPart title="Failed transfers">
          <PayoutFailedList
            list={failed}
            busy={busy}
            onRetry={(bookingId) => void retry(bookingId)}
            onLoadMore={() => setFailedMax((n) => n + PAYOUTS_PAGE_SIZE)}
            renderDj={renderDj}
          />
        </PayoutPart>
        <PayoutPart title="Accounts needing action">
          <PayoutAccountList
            list={accounts}
            onLoadMore={() => setAccountsMax((n) => n + PAYOUT_ACCOUNTS_PAGE_SIZE)}
            renderDj={renderDj}
          />
        </PayoutPart>
      </Stack>
    </AdminSection>
  );
}
