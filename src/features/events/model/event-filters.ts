import {
  DEFAULT_EVENT_FILTERS,
  type EventListFilters,
  type EventTypeFilter,
} from '../../../domain/event-queries';
import { EVENT_TYPES } from '../../../domain/events';
import { isValidDocId } from '../../../domain/ids';

/** Longest search kept in the address bar; the search box allows as much. */
export const EVENT_SEARCH_MAX = 100;

export type EventsView = 'all' | 'mine';

/** The page's state in the URL: ?q=<search>&type=<eventType>&view=mine&event=<id>. */
export interface EventsPageParams {
  filters: EventListFilters;
  view: EventsView;
  /** The event whose detail view is open, or null. */
  eventId: string | null;
}

const isEventType = (v: string | null): v is EventTypeFilter =>
  v !== null && (EVENT_TYPES as readonly string[]).includes(v);

export function readEventsParams(params: URLSearchParams): EventsPageParams {
  const type = params.get('type');
  const event = params.get('event');
  return {
    filters: {
      search: (params.get('q') ?? '').slice(0, EVENT_SEARCH_MAX),
      eventType: isEventType(type) ? type : DEFAULT_EVENT_FILTERS.eventType,
    },
    view: params.get('view') === 'mine' ? 'mine' : 'all',
    eventId: event && isValidDocId(event) ? event : null,
  };
}

export function writeEventsParams(state: EventsPageParams): URLSearchParams {
  const params = new URLSearchParams();
  const search = state.filters.search.trim();
  if (search) params.set('q', search.slice(0, EVENT_SEARCH_MAX));
  if (state.filters.eventType !== 'all') params.set('type', state.filters.eventType);
  if (state.view === 'mine') params.set('view', 'mine');
  if (state.eventId) params.set('event', state.eventId);
  return params;
}
