import type { EventQueryPlan } from '../../../domain/event-queries';

/**
 * The page seeds of a server-rendered /events (decision 0025): what the ssr function read
 * for a signed-out visitor's first screen, under the names the board's hooks look for. A
 * name says what it holds (a plan, an event id, a DJ id), never the clock or the viewer:
 * the clock travels as its own seed, and the server renders the signed-out view.
 */

/** The first page of a public board query (EventItem[]). */
export const publicEventsSeedName = (plan: EventQueryPlan): string =>
  `events:${JSON.stringify(plan)}`;

/** The count aggregation of a public board query (a number). */
export const eventCountSeedName = (plan: EventQueryPlan): string =>
  `events-count:${JSON.stringify(plan)}`;

/** The moment the server compared event dates with (a Date): the browser keeps it. */
export const EVENTS_CLOCK_SEED = 'events:now';

/** A card's media badges: its first links' types (EventLinkType[]). */
export const eventLinkTypesSeedName = (eventId: string): string => `events/${eventId}/links?types`;

/** The DJ an event names (EventDj; an empty name when the profile is not public). */
export const eventDjSeedName = (djId: string): string => `event-dj:${djId}`;
