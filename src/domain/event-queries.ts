/**
 * The public events board's Firestore queries, as data (docs/events.md), so
 * the page, the index file and the tests agree on one description. The
 * feature's api layer turns a plan into a query; `eventIndexFields` names
 * the composite index it needs, and a unit test checks firestore.indexes.json
 * declares every one.
 *
 * Sections follow `isUpcomingEvent`: a date after `now` is upcoming, `now`
 * or earlier is past, no date is upcoming (listed after the dated ones).
 */
import { eventSearchQueryToken, type EventType } from './events';
import { searchWords } from './search-text';

/** Events per page (one page per listener; "Load more" adds one). */
export const EVENTS_PAGE_SIZE = 12;

export type EventTypeFilter = EventType | 'all';

export interface EventListFilters {
  /** What is typed in the search box. */
  search: string;
  eventType: EventTypeFilter;
}

export const DEFAULT_EVENT_FILTERS: EventListFilters = { search: '', eventType: 'all' };

/** 'dated' = upcoming with a date, 'undated' = upcoming without one, 'past'. */
export type EventQuerySection = 'dated' | 'undated' | 'past';

export interface EventQueryPlan {
  section: EventQuerySection;
  /** Equality filters, in index order. Always starts with status == 'published'. */
  equals: { field: 'status' | 'eventType'; value: string }[];
  /** The longest typed word, or null when the search has no word of 2+ characters. */
  arrayContains: { field: 'searchTokens'; value: string } | null;
  /** How eventDate compares with the page's `now` (null: eventDate == null). */
  date: '>' | '<=' | null;
  /** Order of the dated sections; the undated one has no date to sort by. */
  orderBy: { field: 'eventDate'; direction: 'asc' | 'desc' } | null;
  /**
   * True when the browser must filter the loaded page further (a word other
   * than the token, or a search too short for the server). Counts from the
   * server are then only an upper bound and are not shown as totals.
   */
  filtersInBrowser: boolean;
}

export function hasActiveEventFilters(filters: EventListFilters): boolean {
  return filters.search.trim() !== '' || filters.eventType !== 'all';
}

export function planPublicEventQuery(
  section: EventQuerySection,
  filters: EventListFilters,
): EventQueryPlan {
  const equals: EventQueryPlan['equals'] = [{ field: 'status', value: 'published' }];
  if (filters.eventType !== 'all') equals.push({ field: 'eventType', value: filters.eventType });
  const token = eventSearchQueryToken(filters.search);
  const words = searchWords(filters.search);
  // The token covers the search exactly when it is the only word and was not cut.
  const filtersInBrowser = words.length > 0 && !(words.length === 1 && words[0] === token);
  return {
    section,
    equals,
    arrayContains: token ? { field: 'searchTokens', value: token } : null,
    date: section === 'dated' ? '>' : section === 'past' ? '<=' : null,
    orderBy:
      section === 'undated'
        ? null
        : { field: 'eventDate', direction: section === 'dated' ? 'asc' : 'desc' },
    filtersInBrowser,
  };
}

/** The three public queries the board opens for a set of filters. */
export function planPublicEventQueries(
  filters: EventListFilters,
): Record<EventQuerySection, EventQueryPlan> {
  return {
    dated: planPublicEventQuery('dated', filters),
    undated: planPublicEventQuery('undated', filters),
    past: planPublicEventQuery('past', filters),
  };
}

/** One filter of a plan's query, in the operators both Firestore SDKs take. */
export interface EventQueryFilter {
  field: string;
  op: '==' | 'array-contains' | '>' | '<=';
  value: unknown;
}

/**
 * A plan as the filters and order of a Firestore query, with its dates compared against
 * `now` (both SDKs take a Date for a timestamp). The browser's api layer and the server's
 * first read each apply these to their own SDK, so the query is described once.
 */
export function eventQueryClauses(
  plan: EventQueryPlan,
  now: Date,
): { filters: EventQueryFilter[]; orderBy: EventQueryPlan['orderBy'] } {
  const filters: EventQueryFilter[] = plan.equals.map((e) => ({
    field: e.field,
    op: '==',
    value: e.value,
  }));
  if (plan.arrayContains) {
    filters.push({
      field: plan.arrayContains.field,
      op: 'array-contains',
      value: plan.arrayContains.value,
    });
  }
  filters.push(
    plan.date === null
      ? { field: 'eventDate', op: '==', value: null }
      : { field: 'eventDate', op: plan.date, value: now },
  );
  return { filters, orderBy: plan.orderBy };
}

/**
 * The composite index a plan needs, as 'field', 'field:CONTAINS' and
 * 'field:DESC' entries in order; null when Firestore serves it from its
 * automatic single-field indexes (the undated section has equality filters
 * only, which Firestore merges).
 */
export function eventIndexFields(plan: EventQueryPlan): string[] | null {
  if (!plan.orderBy) return null;
  const fields = plan.equals.map((e) => e.field as string);
  if (plan.arrayContains) fields.push(`${plan.arrayContains.field}:CONTAINS`);
  fields.push(plan.orderBy.direction === 'desc' ? 'eventDate:DESC' : 'eventDate');
  return fields;
}

/** "My events": the owner's events of every status, newest first. */
export const MY_EVENTS_INDEX_FIELDS = ['ownerUid', 'createdAt:DESC'] as const;

/** Whether a plan's server-side filters admit an event (used by tests and as a guard). */
export function eventMatchesPlan(
  plan: EventQueryPlan,
  event: {
    status: string;
    eventType: string;
    eventDate: Date | null;
    searchTokens: readonly string[];
  },
  now: Date,
): boolean {
  for (const { field, value } of plan.equals) if (event[field] !== value) return false;
  if (plan.arrayContains && !event.searchTokens.includes(plan.arrayContains.value)) return false;
  if (plan.date === null) return event.eventDate === null;
  if (event.eventDate === null) return false;
  return plan.date === '>'
    ? event.eventDate.getTime() > now.getTime()
    : event.eventDate.getTime() <= now.getTime();
}
