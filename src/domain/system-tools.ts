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

export interface ClearCounts {
  bookings: number;
  djs: number;
}
