import type { DocumentData, Firestore, Query } from 'firebase/firestore';
import { EVENTS_PAGE_SIZE } from '../../../domain/event-queries';
import { readOnlyConverter, useLivePages } from '../../../lib/firebase/live-data';
import type { EventSectionView } from '../model/event-sections';
import { parseEvent, type EventItem } from '../model/event';
import { pageOf, type QueryBuilders } from './events-query';

/** What a list section needs of its pages (EventSectionView without the count). */
export type PagedEvents = Omit<EventSectionView, 'count'>;

/** Builds a section's base query (no page limit) with the SDK the live layer loaded. */
export type EventQueryBuild = (kit: QueryBuilders, db: Firestore) => Query<DocumentData>;

const eventConverter = readOnlyConverter(parseEvent);
const NO_EVENTS: EventItem[] = [];

/**
 * A base query read EVENTS_PAGE_SIZE documents at a time, live (useLivePages:
 * Load more never re-reads earlier pages). `key` names everything `build`
 * depends on; a null key reads nothing and stays loading. `seed` names the
 * server's first page of a server-rendered board (event-seeds.ts).
 */
export function usePagedEvents(
  key: string | null,
  build: EventQueryBuild,
  seed?: string,
): PagedEvents {
  const pages = useLivePages<EventItem>(
    key,
    (db, after, kit) => pageOf(kit, build(kit, db), after).withConverter(eventConverter),
    // An event just created shows its local time until the server's arrives.
    {
      pageSize: EVENTS_PAGE_SIZE,
      serverTimestamps: 'estimate',
      label: 'Events',
      seed: key === null ? undefined : seed,
    },
  );
  const ready = pages.status === 'ready';
  return {
    status: ready ? 'success' : pages.status,
    events: pages.data ?? NO_EVENTS,
    hasMore: ready && pages.hasMore,
    loadingMore: ready && pages.loadingMore,
    loadMore: pages.loadMore,
  };
}
