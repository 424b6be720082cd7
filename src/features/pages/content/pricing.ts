import type { Role } from '../../../domain/roles';
import { formatDollars } from '../../../domain/money';
import type { PlanId } from '../../../domain/plans';
import { DJ_SHARE_BASIS_POINTS, PLATFORM_FEE_BASIS_POINTS } from '../../../domain/pricing';
import { payoutSplit } from '../../../domain/payouts';
import { EXAMPLE_BOOKING, EXAMPLE_QUOTE } from './example-booking';

export const PLATFORM_FEE_PERCENT = PLATFORM_FEE_BASIS_POINTS / 100;
export const DJ_SHARE_PERCENT = DJ_SHARE_BASIS_POINTS / 100;

/**
 * Only Basic exists today. Pro and Elite are shown with their prices, as the
 * spec lists them, but say they are coming soon rather than pretending to sell.
 */
export function isPlanAvailable(plan: PlanId): boolean {
  return plan === 'basic';
}

export interface PlanAction {
  label: string;
  to: string;
}

type Viewer =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; role: Role | null };

/**
 * Where a plan button leads: a visitor signs up as a DJ, a signed-in DJ goes
 * to the dashboard, anyone else signed in applies. `null` while the session loads.
 */
export function planAction(viewer: Viewer): PlanAction | null {
  if (viewer.status === 'loading') return null;
  if (viewer.status === 'signed-out') {
    return { label: 'Get Started Free', to: '/signup?role=dj&next=%2Fbecome-dj' };
  }
  if (viewer.role === 'dj') return { label: 'Go to DJ Dashboard', to: '/dj-dashboard' };
  return { label: 'Apply as a DJ', to: '/become-dj' };
}

export function exampleBookingLines(): { label: string; amount: string }[] {
  const quote = EXAMPLE_QUOTE;
  const rate = formatDollars(EXAMPLE_BOOKING.hourlyRateCents);
  return [
    {
      label: `DJ: ${EXAMPLE_BOOKING.durationHours} hours at ${rate}/hour`,
      amount: formatDollars(quote.baseCostCents, { decimals: 2 }),
    },
    { label: 'Equipment fee', amount: formatDollars(quote.equipmentFeeCents, { decimals: 2 }) },
    {
      label: `Platform fee (${PLATFORM_FEE_PERCENT}%)`,
      amount: formatDollars(quote.platformFeeCents, { decimals: 2 }),
    },
    { label: 'Client pays', amount: formatDollars(quote.totalCostCents, { decimals: 2 }) },
    {
      label: `DJ keeps (${DJ_SHARE_PERCENT}% of the DJ's fee)`,
      amount: formatDollars(payoutSplit(quote).netCents, { decimals: 2 }),
    },
  ];
}
