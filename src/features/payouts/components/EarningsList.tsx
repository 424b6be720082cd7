import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import { earningsRowView } from '../model/earnings-rows';
import type { Payout } from '../model/payout';
import { EarningsCards } from './EarningsCards';
import { EarningsTable } from './EarningsTable';

interface EarningsListProps {
  payouts: readonly Payout[];
  /** The DJ's account can receive transfers (a delayed payout then needs nothing from them). */
  accountReady: boolean;
}

/**
 * The payouts listed on Earnings: a table on wide screens, a card per booking below 900 px,
 * both from the same rows (model/earnings-rows.ts). One layout is in the document at a time,
 * so a screen reader meets each booking once.
 */
export function EarningsList({ payouts, accountReady }: EarningsListProps) {
  const theme = useTheme();
  // Below md (900 px) the eight columns do not fit the page (EarningsTable): cards instead.
  // noSsr: the dashboard is drawn only in the browser, so the first render already knows the
  // width and a phone never draws the table first.
  const asCards = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const rows = useMemo(
    () => payouts.map((payout) => earningsRowView(payout, accountReady)),
    [payouts, accountReady],
  );
  return asCards ? <EarningsCards rows={rows} /> : <EarningsTable rows={rows} />;
}
