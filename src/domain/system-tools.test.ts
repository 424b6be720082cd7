import { describe, expect, it } from 'vitest';
import {
  clearReport,
  NO_VERIFIED_DJS,
  seedDescription,
  seedEventsReport,
  seedReport,
} from './system-tools';

describe('the /testing seed tool texts', () => {
  it('describes the seed from its own counts, or in general words until they are known', () => {
    expect(seedDescription({ users: 19, djs: 16, verifiedDjs: 15, events: 15 })).toBe(
      'Seed writes what npm run seed writes: 19 accounts, 16 DJs (15 verified), demo bookings and 15 events.',
    );
    expect(seedDescription(null)).toBe(
      'Seed writes what npm run seed writes: the demo accounts, the DJ catalogue, demo bookings and events.',
    );
  });

  it('reports what each tool did', () => {
    expect(seedReport({ users: 19, djs: 16, bookings: 9, messages: 12, events: 15 })).toBe(
      'Seeded 19 users, 16 DJs, 9 bookings and 15 events.',
    );
    expect(seedEventsReport(15, 7)).toBe('Seeded 15 events hosted by 7 verified DJs.');
    expect(clearReport({ bookings: 9, djs: 16, events: 15, djRolesReset: 15 })).toBe(
      'Removed 9 bookings, 16 DJ profiles and 15 events; 15 DJ accounts are clients again.',
    );
  });

  it("uses the spec's words when no verified DJ can host events", () => {
    expect(NO_VERIFIED_DJS).toBe('No verified DJs found in database.');
  });
});
