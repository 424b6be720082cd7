import { useMemo } from 'react';
import type { EventListFilters } from '../../../domain/event-queries';
import { matchesEventSearch } from '../../../domain/events';
import { sectionCount, type EventSectionView } from '../model/event-sections';
import { buildMyEventsQuery } from './events-query';
import { useEventCount } from './use-event-count';
import { usePagedEvents, type EventQueryBuild } from './use-paged-events';

/**
 * "My events": the signed-in user's own events of every status (drafts and
 * archived ones too), newest first, paginated and live; uses the
 * (ownerUid, createdAt desc) index. The type filter and the search apply in
 * the browser to what is loaded: one person's events, rarely over a page.
 */
export function useMyEvents(
  uid: string | null,
  filters: EventListFilters,
  revision: number,
): EventSectionView {
  const key = uid ? `events?ownerUid=${uid}` : null;
  const build: EventQueryBuild = (kit, db) => buildMyEventsQuery(kit, db, uid ?? '');
  const paged = usePagedEvents(key, build);
  const total = useEventCount(key, build, revision);
  const { eventType, search } = filters;
  const events = useMemo(
    () =>
      paged.events.filter(
        (e) => (eventType === 'all' || e.eventType === eventType) && matchesEventSearch(e, search),
      ),
    [paged.events, eventType, search],
  );
  const { status } = paged;
  const filtering = eventType !== 'all' || search.trim() !== '';
  return {
    status,
    events,
    hasMore: paged.hasMore,
    loadingMore: paged.loadingMore,
    loadMore: paged.loadMore,
    count: sectionCount([total], !filtering, {
      shown: events.length,
      status,
      hasMore: paged.hasMore,
    }),
  };
}
