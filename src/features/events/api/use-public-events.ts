import type { DocumentData, Query } from 'firebase/firestore';
import { useMemo, useState } from 'react';
import {
  planPublicEventQuery,
  type EventListFilters,
  type EventQuerySection,
} from '../../../domain/event-queries';
import { matchesEventSearch } from '../../../domain/events';
import { sectionCount, type EventSectionView } from '../model/event-sections';
import { buildPublicEventQuery } from './events-query';
import { useEventCount } from './use-event-count';
import { usePagedEvents, type PagedEvents } from './use-paged-events';

const combinedStatus = (parts: PagedEvents[]): EventSectionView['status'] =>
  parts.some((p) => p.status === 'error')
    ? 'error'
    : parts.some((p) => p.status === 'loading')
      ? 'loading'
      : 'success';

/**
 * The public board (docs/events.md): published events, upcoming (dated ones
 * soonest first, then the undated ones) and past (latest first), each
 * paginated and live, with counts from count aggregations. `now` is fixed
 * when the filters or `revision` change, so the sections do not reshuffle
 * while someone reads.
 */
export function usePublicEvents(
  filters: EventListFilters,
  revision: number,
  /** False reads nothing (the page shows "My events" instead). */
  enabled = true,
): { upcoming: EventSectionView; past: EventSectionView } {
  const clockKey = `${filters.eventType}|${filters.search}|${revision}`;
  const [clock, setClock] = useState(() => ({ key: clockKey, now: new Date() }));
  if (clock.key !== clockKey) setClock({ key: clockKey, now: new Date() });
  const { now } = clock;

  const plans = useMemo(() => {
    const plan = (section: EventQuerySection) => planPublicEventQuery(section, filters);
    return { dated: plan('dated'), undated: plan('undated'), past: plan('past') };
  }, [filters]);

  const queries = useMemo(
    () =>
      enabled
        ? {
            dated: buildPublicEventQuery(plans.dated, now),
            undated: buildPublicEventQuery(plans.undated, now),
            past: buildPublicEventQuery(plans.past, now),
          }
        : { dated: null, undated: null, past: null },
    [enabled, plans, now],
  );

  // A key names the plan and the time its dates are compared with.
  const keyOf = (section: EventQuerySection) =>
    enabled ? `events?${section}&${JSON.stringify(plans[section])}@${now.getTime()}` : null;
  const dated = usePagedEvents(keyOf('dated'), queries.dated);
  // Undated events are listed after the dated ones: their query starts once
  // the dated pages are exhausted, and stays on for this set of queries.
  const [undatedOpen, setUndatedOpen] = useState<Query<DocumentData> | null>(null);
  if (
    queries.undated &&
    dated.status === 'success' &&
    !dated.hasMore &&
    undatedOpen !== queries.undated
  ) {
    setUndatedOpen(queries.undated);
  }
  const undated = usePagedEvents(
    keyOf('undated'),
    undatedOpen === queries.undated ? undatedOpen : null,
  );
  const past = usePagedEvents(keyOf('past'), queries.past);

  const datedCount = useEventCount(queries.dated, revision);
  const undatedCount = useEventCount(queries.undated, revision);
  const pastCount = useEventCount(queries.past, revision);

  const { search } = filters;
  // Every result is checked against the real text: the typed words other
  // than the token, and a guard against tokens that do not fit the event.
  const upcomingEvents = useMemo(
    () => [...dated.events, ...undated.events].filter((e) => matchesEventSearch(e, search)),
    [dated.events, undated.events, search],
  );
  const pastEvents = useMemo(
    () => past.events.filter((e) => matchesEventSearch(e, search)),
    [past.events, search],
  );

  const exact = !plans.dated.filtersInBrowser;
  const upcomingStatus = dated.hasMore ? combinedStatus([dated]) : combinedStatus([dated, undated]);
  const upcomingHasMore = dated.hasMore || undated.hasMore;
  const pastStatus = combinedStatus([past]);

  return {
    upcoming: {
      status: upcomingStatus,
      events: upcomingEvents,
      hasMore: upcomingHasMore,
      loadingMore: dated.loadingMore || undated.loadingMore,
      loadMore: dated.hasMore ? dated.loadMore : undated.loadMore,
      count: sectionCount([datedCount, undatedCount], exact, {
        shown: upcomingEvents.length,
        status: upcomingStatus,
        hasMore: upcomingHasMore,
      }),
    },
    past: {
      status: pastStatus,
      events: pastEvents,
      hasMore: past.hasMore,
      loadingMore: past.loadingMore,
      loadMore: past.loadMore,
      count: sectionCount([pastCount], exact, {
        shown: pastEvents.length,
        status: pastStatus,
        hasMore: past.hasMore,
      }),
    },
  };
}
