// "Near me" and "Free on my date" on the DJ profile (issue 21, items 3 and 4), through the
// Functions emulator: the server derives base.geohash and reachCells from the form's
// coordinates and radius (a client's own cells are refused), clears them when the place is
// no longer on the map, and djs/{djId}.bookedDates follows the calendar (djAvailability).
import { afterEach, describe, expect, it } from 'vitest';
import { djGeoFields } from '../../src/domain/geo';
import { INVALID_BASE_LOCATION, INVALID_TRAVEL_RADIUS } from '../../src/domain/dj-profile-schema';
import { mirrorBookedDates } from '../../functions/src/services/dj-booked-dates';
import { transitionBookingHandler } from '../../functions/src/callable/transition-booking';
import {
  HOUR,
  DAY_BEFORE_NOON,
  EVENT_DATE,
  newDj,
  RecordingGateway,
  seedBooking,
} from './booking-fixtures';
import { adminDb, codeOf, djApplication, newId, peopleOfTest, waitFor } from './helpers';

const { person, closeAll } = peopleOfTest();
afterEach(async () => {
  await closeAll();
});

const quietLog = { warn: () => {}, error: () => {} };
const AUSTIN = { baseLat: 30.2672, baseLng: -97.7431 };
const djData = async (uid: string) => (await adminDb.doc(`djs/${uid}`).get()).data() ?? {};

describe('the base and travel radius', () => {
  it('stores the base with the geohash and reach cells the server computes', async () => {
    const p = await person('geo-new', 'client');
    await p.call('submitDjApplication', djApplication({ ...AUSTIN, travelRadiusMi: 50 }));
    const dj = await djData(p.user.uid);
    const expected = djGeoFields({ lat: AUSTIN.baseLat, lng: AUSTIN.baseLng }, 50);
    expect(dj.base).toEqual(expected.base);
    expect(dj.travelRadiusMi).toBe(50);
    expect(dj.reachCells).toEqual(expected.reachCells);
    expect(dj.reachCells).toContain(`10:${expected.base.geohash.slice(0, 5)}`);
    expect(dj).not.toHaveProperty('baseLat');
    expect(dj).not.toHaveProperty('baseLng');
  });

  it('without coordinates stores the radius (25 miles by default) and no base', async () => {
    const p = await person('geo-none', 'client');
    await p.call('submitDjApplication', djApplication());
    const dj = await djData(p.user.uid);
    expect(dj.travelRadiusMi).toBe(25);
    expect(dj).not.toHaveProperty('base');
    expect(dj).not.toHaveProperty('reachCells');
  });

  it('an edit moves the base and its cells; an edit without coordinates removes them', async () => {
    const p = await person('geo-edit', 'client');
    await p.call('submitDjApplication', djApplication({ ...AUSTIN, travelRadiusMi: 10 }));
    const seattle = { baseLat: 47.6062, baseLng: -122.3321 };
    await p.call(
      'updateDjProfile',
      djApplication({ location: 'Seattle, WA', ...seattle, travelRadiusMi: 100 }),
    );
    const moved = await djData(p.user.uid);
    expect(moved).toMatchObject(djGeoFields({ lat: seattle.baseLat, lng: seattle.baseLng }, 100));

    await p.call('updateDjProfile', djApplication({ location: 'Somewhere', travelRadiusMi: 50 }));
    const unplaced = await djData(p.user.uid);
    expect(unplaced).not.toHaveProperty('base');
    expect(unplaced).not.toHaveProperty('reachCells');
    expect(unplaced.travelRadiusMi).toBe(50);
  });

  it('refuses coordinates out of range, alone, or of another type, changing nothing', async () => {
    const p = await person('geo-bad', 'client');
    await p.call('submitDjApplication', djApplication(AUSTIN));
    const before = await djData(p.user.uid);
    const bad: Record<string, unknown>[] = [
      { baseLat: 91, baseLng: 0 },
      { baseLat: 0, baseLng: -180.01 },
      { baseLat: 30.2 },
      { baseLat: null, baseLng: -97.7 },
      { baseLat: 1e308, baseLng: 1e308 },
      { baseLat: '30.2672', baseLng: '-97.7431' },
      { baseLat: [30.2672], baseLng: [-97.7431] },
      { baseLat: Array.from({ length: 10_000 }, () => 30), baseLng: -97.7 },
      { baseLat: { lat: 30 }, baseLng: -97.7 },
    ];
    for (const coordinates of bad) {
      const code = await codeOf(p.call('updateDjProfile', djApplication(coordinates)));
      expect(code, JSON.stringify(coordinates).slice(0, 60)).toMatch(
        /^functions\/invalid-argument/,
      );
    }
    expect(
      await codeOf(p.call('updateDjProfile', djApplication({ baseLat: 91, baseLng: 0 }))),
    ).toBe(
      `functions/invalid-argument: Please fix the errors in the form. Location: ${INVALID_BASE_LOCATION}`,
    );
    expect(await djData(p.user.uid)).toEqual(before);
    expect(INVALID_BASE_LOCATION).toMatch(/Pick a suggestion/);
  });

  it('takes only 10, 25, 50 or 100 miles', async () => {
    const p = await person('geo-radius', 'client');
    for (const travelRadiusMi of [1e9, 0, 30, -25, '25', [25], null]) {
      const code = await codeOf(p.call('submitDjApplication', djApplication({ travelRadiusMi })));
      expect(code, String(travelRadiusMi)).toMatch(/^functions\/invalid-argument/);
    }
    expect((await adminDb.doc(`djs/${p.user.uid}`).get()).exists).toBe(false);
    expect(INVALID_TRAVEL_RADIUS).toContain('10, 25, 50 or 100 miles');
  });

  it('refuses search fields sent by the client (reachCells, base, geohash, bookedDates)', async () => {
    const p = await person('geo-forged', 'client');
    const forged: Record<string, unknown>[] = [
      { reachCells: ['10:9v6kp', '100:dr5r'] },
      { base: { lat: 30.2672, lng: -97.7431, geohash: '9v6kpmr1w0' } },
      { geohash: '9v6kp' },
      { bookedDates: [] },
    ];
    for (const extra of forged) {
      const code = await codeOf(
        p.call('submitDjApplication', { ...djApplication(AUSTIN), ...extra }),
      );
      expect(code, Object.keys(extra)[0]).toMatch(/^functions\/invalid-argument: Unknown field/);
    }
    expect((await adminDb.doc(`djs/${p.user.uid}`).get()).exists).toBe(false);
    // The same form without them is taken, with the server's own cells.
    await p.call('submitDjApplication', djApplication({ ...AUSTIN, travelRadiusMi: 10 }));
    const dj = await djData(p.user.uid);
    expect(dj.reachCells).toEqual(
      djGeoFields({ lat: AUSTIN.baseLat, lng: AUSTIN.baseLng }, 10).reachCells,
    );
    expect(dj.reachCells).not.toContain('100:dr5r');
  });
});

describe('djs.bookedDates follows the calendar (djAvailability)', () => {
  const bookedOf = async (djId: string) =>
    (await adminDb.doc(`djs/${djId}`).get()).get('bookedDates') as unknown;

  it('a new profile starts with the dates its calendar already holds', async () => {
    const p = await person('geo-dates', 'client');
    await adminDb
      .doc(`djAvailability/${p.user.uid}`)
      .set({ bookedDates: ['2031-07-04', '2031-06-20'], updatedAt: new Date() });
    await p.call('submitDjApplication', djApplication());
    expect(await bookedOf(p.user.uid)).toEqual(['2031-06-20', '2031-07-04']);
    const fresh = await person('geo-dates-none', 'client');
    await fresh.call('submitDjApplication', djApplication());
    expect(await bookedOf(fresh.user.uid)).toEqual([]);
  });

  it("a confirmed booking's date appears on the profile, and leaves it when cancelled", async () => {
    const djId = await newDj();
    const booking = await seedBooking({ status: 'pending', parties: { djId } });
    const transition = (action: string, uid: string, now: Date) =>
      transitionBookingHandler(
        { data: { bookingId: booking.id, action }, auth: { uid, token: { role: 'client' } } },
        { db: adminDb, gateway: new RecordingGateway(), now: () => now, log: quietLog },
      );
    // The DJ accepts: the lifecycle writes the calendar (writeBookedDates) in its transaction.
    await transition('accept', djId, DAY_BEFORE_NOON);
    const hasDate = async () => {
      const dates = await bookedOf(djId);
      return Array.isArray(dates) && dates.includes(EVENT_DATE) ? dates : undefined;
    };
    expect(await waitFor(hasDate)).toEqual([EVENT_DATE]);

    // The client cancels: the date is free again on the calendar and then on the profile.
    await transition('cancel', booking.clientUid, new Date(DAY_BEFORE_NOON.getTime() + HOUR));
    expect((await adminDb.doc(`djAvailability/${djId}`).get()).get('bookedDates')).toEqual([]);
    expect(
      await waitFor(async () =>
        (await hasDate()) === undefined ? await bookedOf(djId) : undefined,
      ),
    ).toEqual([]);
  });

  it('never creates a profile for a calendar without one', async () => {
    const djId = newId('NoProfile');
    await adminDb
      .doc(`djAvailability/${djId}`)
      .set({ bookedDates: ['2031-06-20'], updatedAt: new Date() });
    expect(await mirrorBookedDates(adminDb, djId)).toBe('no-profile');
    // The trigger runs about a second after the write; give it three.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await adminDb.doc(`djs/${djId}`).get()).exists).toBe(false);
  });
});
