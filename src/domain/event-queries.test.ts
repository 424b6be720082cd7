import { describe, expect, it } from 'vitest';
import { declaredIndexShapes } from './declared-indexes.test-support';
import {
  DEFAULT_EVENT_FILTERS,
  EVENTS_PAGE_SIZE,
  eventIndexFields,
  eventQueryClauses,
  type EventQueryFilter,
  eventMatchesPlan,
  hasActiveEventFilters,
  MY_EVENTS_INDEX_FIELDS,
  planPublicEventQuery,
  planPublicEventQueries,
  type EventListFilters,
  type EventQuerySection,
} from './event-queries';
import { EVENT_TYPES, eventSearchTokens, isUpcomingEvent } from './events';

const SECTIONS: EventQuerySection[] = ['dated', 'undated', 'past'];
const filters = (change: Partial<EventListFilters> = {}): EventListFilters => ({
  ...DEFAULT_EVENT_FILTERS,
  ...change,
});

describe('planPublicEventQuery', () => {
  it('lists published events only: upcoming soonest first, past latest first', () => {
    expect(planPublicEventQuery('dated', filters())).toEqual({
      section: 'dated',
      equals: [{ field: 'status', value: 'published' }],
      arrayContains: null,
      date: '>',
      orderBy: { field: 'eventDate', direction: 'asc' },
      filtersInBrowser: false,
    });
    expect(planPublicEventQuery('past', filters())).toMatchObject({
      date: '<=',
      orderBy: { field: 'eventDate', direction: 'desc' },
    });
    expect(planPublicEventQuery('undated', filters())).toMatchObject({ date: null, orderBy: null });
    expect(EVENTS_PAGE_SIZE).toBeGreaterThan(0);
  });

  it('filters on the type field and searches by the longest word', () => {
    const plan = planPublicEventQuery(
      'dated',
      filters({ eventType: 'recurring', search: 'Sun roofTOP' }),
    );
    expect(plan.equals).toEqual([
      { field: 'status', value: 'published' },
      { field: 'eventType', value: 'recurring' },
    ]);
    expect(plan.arrayContains).toEqual({ field: 'searchTokens', value: 'rooftop' });
    expect(plan.filtersInBrowser).toBe(true);
  });

  it('knows when the server answers the search exactly', () => {
    const exact = (search: string) =>
      !planPublicEventQuery('past', filters({ search })).filtersInBrowser;
    expect(exact('')).toBe(true);
    expect(exact('  Austin ')).toBe(true);
    expect(exact('austin tx')).toBe(false);
    expect(exact('a')).toBe(false);
    expect(exact('x'.repeat(21))).toBe(false);
  });

  it('says when a search or filter is active', () => {
    expect(hasActiveEventFilters(filters())).toBe(false);
    expect(hasActiveEventFilters(filters({ search: '  ' }))).toBe(false);
    expect(hasActiveEventFilters(filters({ search: 'x' }))).toBe(true);
    expect(hasActiveEventFilters(filters({ eventType: 'past' }))).toBe(true);
  });
});

describe('the upcoming/past split', () => {
  const now = new Date('2025-06-10T12:00:00Z');
  const at = (offsetMs: number | null) => ({
    status: 'published',
    eventType: 'upcoming',
    eventDate: offsetMs === null ? null : new Date(now.getTime() + offsetMs),
    searchTokens: [] as string[],
  });
  const sectionsOf = (event: ReturnType<typeof at>) =>
    SECTIONS.filter((s) => eventMatchesPlan(planPublicEventQuery(s, filters()), event, now));

  it.each([
    ['no date', null, ['undated']],
    ['a minute from now', 60_000, ['dated']],
    ['one millisecond from now', 1, ['dated']],
    ['exactly now', 0, ['past']],
    ['a day ago', -86_400_000, ['past']],
  ] as const)('puts an event with %s in exactly one section: %s', (_label, offset, expected) => {
    const event = at(offset);
    expect(sectionsOf(event)).toEqual(expected);
    // The queries agree with the domain rule: dated and undated are "Upcoming Events".
    expect(expected[0] !== 'past').toBe(isUpcomingEvent(event.eventDate, now));
  });

  it('shows no drafts or archived events, and respects type and search', () => {
    const plan = planPublicEventQuery('dated', filters({ eventType: 'past', search: 'jazz' }));
    const event = {
      status: 'published',
      eventType: 'past',
      eventDate: new Date(now.getTime() + 1000),
      searchTokens: eventSearchTokens({ title: 'Jazz Brunch' }),
    };
    expect(eventMatchesPlan(plan, event, now)).toBe(true);
    expect(eventMatchesPlan(plan, { ...event, status: 'draft' }, now)).toBe(false);
    expect(eventMatchesPlan(plan, { ...event, status: 'archived' }, now)).toBe(false);
    expect(eventMatchesPlan(plan, { ...event, eventType: 'upcoming' }, now)).toBe(false);
    expect(eventMatchesPlan(plan, { ...event, searchTokens: ['brunch'] }, now)).toBe(false);
  });
});

describe('indexes', () => {
  const declared = declaredIndexShapes('events');

  it('declares a composite index for every public query shape, and no more', () => {
    const needed = new Set<string>();
    for (const section of SECTIONS) {
      for (const eventType of ['all', ...EVENT_TYPES] as const) {
        for (const search of ['', 'house']) {
          const fields = eventIndexFields(
            planPublicEventQuery(section, filters({ eventType, search })),
          );
          if (fields) needed.add(fields.join(','));
        }
      }
    }
    needed.add(MY_EVENTS_INDEX_FIELDS.join(','));
    expect([...declared].sort()).toEqual([...needed].sort());
  });

  it('needs no composite index for the undated section (equality filters only)', () => {
    expect(
      eventIndexFields(planPublicEventQuery('undated', filters({ search: 'x y' }))),
    ).toBeNull();
  });
});

describe('eventQueryClauses', () => {
  const now = new Date(2030, 0, 1, 12, 0);
  /** What a Firestore filter admits, for the operators the clauses use. */
  const admits = (f: EventQueryFilter, doc: Record<string, unknown>): boolean => {
    const v = doc[f.field];
    const time = (x: unknown) => (x instanceof Date ? x.getTime() : NaN);
    switch (f.op) {
      case '==':
        return v instanceof Date || f.value instanceof Date
          ? time(v) === time(f.value)
          : v === f.value;
      case 'array-contains':
        return Array.isArray(v) && v.includes(f.value);
      case '>':
        return v instanceof Date && time(v) > time(f.value);
      case '<=':
        return v instanceof Date && time(v) <= time(f.value);
    }
  };
  const events = ['published', 'draft'].flatMap((status) =>
    EVENT_TYPES.flatMap((eventType) =>
      [null, new Date(2029, 11, 31), now, new Date(2030, 0, 2)].map((eventDate) => ({
        status,
        eventType,
        eventDate,
        searchTokens: eventSearchTokens({ title: 'Warehouse Night', venue: 'Dock 9' }),
      })),
    ),
  );

  it('admit exactly what the plan describes, in every section and filter', () => {
    for (const eventType of ['all', ...EVENT_TYPES] as const) {
      for (const search of ['', 'ware', 'brunch']) {
        for (const plan of Object.values(planPublicEventQueries(filters({ eventType, search })))) {
          const { filters: clauses } = eventQueryClauses(plan, now);
          for (const event of events) {
            expect(clauses.every((f) => admits(f, event))).toBe(eventMatchesPlan(plan, event, now));
          }
        }
      }
    }
  });

  it('order as the plan says, and compare dates with the moment given', () => {
    const plan = planPublicEventQuery('past', filters());
    const clauses = eventQueryClauses(plan, now);
    expect(clauses.orderBy).toEqual({ field: 'eventDate', direction: 'desc' });
    expect(clauses.filters).toContainEqual({ field: 'eventDate', op: '<=', value: now });
    expect(eventQueryClauses(planPublicEventQuery('undated', filters()), now)).toEqual({
      filters: [
        { field: 'status', op: '==', value: 'published' },
        { field: 'eventDate', op: '==', value: null },
      ],
      orderBy: null,
    });
  });

  it('plan the three sections of the board for one set of filters', () => {
    const f = filters({ eventType: 'past', search: 'ware' });
    expect(planPublicEventQueries(f)).toEqual({
      dated: planPublicEventQuery('dated', f),
      undated: planPublicEventQuery('undated', f),
      past: planPublicEventQuery('past', f),
    });
  });
});
