import type { Role, SelfServiceRole } from '../../src/domain/roles';

/** Shared by every demo account; printed by `npm start`. */
export const DEMO_PASSWORD = 'Spinbook#2026';

export interface DemoAccount {
  email: string;
  displayName: string;
  role: Role;
  requestedRole: SelfServiceRole;
  note: string;
}

/** Later issues seed these accounts' DJ profiles, bookings, messages and events. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@spinbook.test',
    displayName: 'Avery Morgan',
    role: 'admin',
    requestedRole: 'client',
    note: 'admin',
  },
  {
    email: 'client@spinbook.test',
    displayName: 'Jordan Lee',
    role: 'client',
    requestedRole: 'client',
    note: 'client',
  },
  {
    email: 'client2@spinbook.test',
    displayName: 'Priya Shah',
    role: 'client',
    requestedRole: 'client',
    note: 'client',
  },
  {
    email: 'dj@spinbook.test',
    displayName: 'Marcus Reid',
    role: 'dj',
    requestedRole: 'dj',
    note: 'DJ (verified)',
  },
  {
    email: 'dj2@spinbook.test',
    displayName: 'Sofia Alvarez',
    role: 'dj',
    requestedRole: 'dj',
    note: 'DJ (verified)',
  },
  {
    email: 'pending-dj@spinbook.test',
    displayName: 'Theo Bennett',
    // An applicant: the dj claim comes with an approved profile, not with signing up as a DJ.
    role: 'client',
    requestedRole: 'dj',
    note: 'DJ, application pending review',
  },
];
