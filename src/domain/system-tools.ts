/**
 * What the admin-only system tools (/testing) answer: the shapes the
 * functions return and the page shows, kept here so both sides agree.
 */
export interface HealthCheck {
  name: 'Auth' | 'Firestore' | 'Functions' | 'Storage';
  status: 'ok' | 'unavailable' | 'error';
  ms: number;
  detail: string;
}

export interface SystemHealth {
  mode: 'emulators' | 'production';
  projectId: string;
  /** First 12 hex digits of sha256(firestore.rules) the functions were built with. */
  rulesHash: string;
  checks: HealthCheck[];
  checkedAt: string;
}

export interface SeedCounts {
  users: number;
  djs: number;
  bookings: number;
  /** Chat messages in the seeded bookings' conversations. */
  messages: number;
  events: number;
}

/**
 * What Seed Database would write, counted from the seed data itself (scripts/seed), so the
 * tool's description never drifts from it.
 */
export interface SeedPlan {
  users: number;
  djs: number;
  verifiedDjs: number;
  events: number;
}

export interface ClearCounts {
  bookings: number;
  djs: number;
  /** Events removed, with their media links. */
  events: number;
  /** DJ owner accounts whose `dj` role claim went back to `client`. */
  djRolesReset: number;
}

/** The Seed Events tool's refusal when no verified DJ can host (operations-side spec, section 8). */
export const NO_VERIFIED_DJS = 'No verified DJs found in database.';

/** The Seed Database description, from the seed's own counts (`null` until they are known). */
export function seedDescription(plan: SeedPlan | null): string {
  if (!plan) {
    return 'Seed writes what npm run seed writes: the demo accounts, the DJ catalogue, demo bookings and events.';
  }
  return (
    `Seed writes what npm run seed writes: ${plan.users} accounts, ${plan.djs} DJs ` +
    `(${plan.verifiedDjs} verified), demo bookings and ${plan.events} events.`
  );
}

/** The report after Seed Database. */
export const seedReport = (c: SeedCounts): string =>
  `Seeded ${c.users} users, ${c.djs} DJs, ${c.bookings} bookings and ${c.events} events.`;

/** The report after Clear Database. */
export const clearReport = (c: ClearCounts): string =>
  `Removed ${c.bookings} bookings, ${c.djs} DJ profiles and ${c.events} events; ` +
  `${c.djRolesReset} DJ accounts are clients again.`;

/** The report after Seed Events. */
export const seedEventsReport = (events: number, djs: number): string =>
  `Seeded ${events} events hosted by ${djs} verified DJs.`;

export interface SeedEventsCounts {
  events: number;
  djs: number;
}
