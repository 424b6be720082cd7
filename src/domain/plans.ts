import { cents, type Cents } from './money';

/**
 * DJ subscription plans shown on /pricing (public-side spec, section 2). Only
 * Basic exists today (docs/pages.md): nothing bills for Pro or Elite and no gig
 * limit is enforced, so this is display data.
 */
export type PlanId = 'basic' | 'pro' | 'elite';

export interface Plan {
  id: PlanId;
  name: string;
  priceCentsPerMonth: Cents;
  /** Gigs a month the plan allows; `null` means unlimited. */
  gigsPerMonth: number | null;
  features: readonly string[];
}

export const PLANS: readonly Plan[] = [
  {
    id: 'basic',
    name: 'Basic',
    priceCentsPerMonth: cents(0),
    gigsPerMonth: 5,
    features: ['DJ profile', 'Up to 5 gigs a month'],
  },
  {
    id: 'pro',
    name: 'Pro',
    priceCentsPerMonth: cents(2900),
    gigsPerMonth: null,
    features: ['Unlimited gigs', 'Priority placement', 'Analytics'],
  },
  {
    id: 'elite',
    name: 'Elite',
    priceCentsPerMonth: cents(9900),
    gigsPerMonth: null,
    features: ['Featured status', 'Account manager'],
  },
];

export const PLATFORM_FEE_NOTE = 'Clients pay a 5% platform fee on each booking.';
