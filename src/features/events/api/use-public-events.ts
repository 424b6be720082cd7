import { useMemo, useState } from 'react';
import {
  planPublicEventQueries,
  type EventListFilters,
  type EventQuerySection,
} from '../../../domain/event-queries';
import { matchesEventSearch } from '../../../domain/events';
import { usePageSeed } from '../../../lib/firebase/page-seeds';
import { sectionCount, type EventSectionView } from '../model/event-sections';
import { EVENTS_CLOCK_SEED, eventCountSeedName, publicEventsSeedName } from './event-seeds';
import { buildPublicEventQuery } from './events-query';
import { useEventCount } from './use-event-count';
import { usePagedEvents, type EventQueryBuild, type PagedEvents } from './use-paged-events';

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
 * while someone reads. On a server-rendered board the first `now` is the
 * server's, and each section and count answers from the server's seed
 * (event-seeds.ts) until the page is interactive.
 */
export function usePublicEvents(
  filters: EventListFilters,
  revision: number,
  /** False reads nothing (the page shows "My events" instead). */
  enabled = true,
): { upcoming: EventSectionView; past: EventSectionView } {
  const serverNow = usePageSeed<Date>(EVENTS_CLOCK_SEED);
  const clockKey = `${filters.eventType}|${filters.search}|${revision}`;
  const [clock, setClock] = useState(() => ({ key: clockKey, now: serverNow ?? new Date() }));
  if (clock.key !== clockKey) setClock({ key: clockKey, now: new Date() });
  const { now } = clock;

  const plans = useMemo(() => planPublicEventQueries(filters), [filters]);

  // A key names the plan and the time its dates are compared with.
  const keyOf = (section: EventQuerySection) =>
    enabled ? `events?${section}&${JSON.stringify(plans[section])}@${now.getTime()}` : null;
  const build =
    (section: EventQuerySection): EventQueryBuild =>
    (kit, db) =>
      buildPublicEventQuery(kit, db, plans[section], now);
  // The server's seeds stand for its own clock only: after a change of filters or a
  // revision, the sections load afresh rather than show the page's first data again.
  const seeded = serverNow !== undefined && serverNow.getTime() === now.getTime();
  const pageSeed = (section: EventQuerySection) =>
    seeded ? publicEventsSeedName(plans[section]) : undefined;
  const countSeed = (section: EventQuerySection) =>
    seeded ? eventCountSeedName(plans[section]) : undefined;

  const dated = usePagedEvents(keyOf('dated'), build('dated'), pageSeed('dated'));
  // Undated events are listed after the dated ones: their query starts once
  // the dated pages are exhausted, and stays on for this set of queries.
  const undatedKey = keyOf('undated');
  const [undatedOpen, setUndatedOpen] = useState<string | null>(null);
  if (
    undatedKey !== null &&
    dated.status === 'success' &&
    !dated.hasMore &&
    undatedOpen !== undatedKey
  ) {
    setUndatedOpen(undatedKey);
  }
  const undated = usePagedEvents(
    undatedOpen === undatedKey ? undatedKey : null,
    build('undated'),
    pageSeed('undated'),
  );
  const past = usePagedEvents(keyOf('past'), build('past'), pageSeed('past'));

  const datedCount = useEventCount(keyOf('dated'), build('dated'), revision, countSeed('dated'));
  const undatedCount = useEventCount(
    keyOf('undated'),
    build('undated'),
    revision,
    countSeed('undated'),
  );
  const pastCount = useEventCount(keyOf('past'), build('past'), revision, countSeed('past'));

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
