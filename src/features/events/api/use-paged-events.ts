import type { DocumentData, Query } from 'firebase/firestore';
import { EVENTS_PAGE_SIZE } from '../../../domain/event-queries';
import { readOnlyConverter, useLivePages } from '../../../lib/firebase/live-data';
import type { EventSectionView } from '../model/event-sections';
import { parseEvent, type EventItem } from '../model/event';
import { pageOf } from './events-query';

/** What a list section needs of its pages (EventSectionView without the count). */
export type PagedEvents = Omit<EventSectionView, 'count'>;

const eventConverter = readOnlyConverter(parseEvent);
const NO_EVENTS: EventItem[] = [];

/**
 * A base query read EVENTS_PAGE_SIZE documents at a time, live (useLivePages:
 * Load more never re-reads earlier pages). `key` names everything `base`
 * depends on; a null key or base reads nothing and stays loading.
 */
export function usePagedEvents(key: string | null, base: Query<DocumentData> | null): PagedEvents {
  const pages = useLivePages<EventItem>(
    base ? key : null,
    (_db, after) => {
      // Opened only for a non-null key, which needs a base.
      if (!base) throw new Error('usePagedEvents opened without a query');
      return pageOf(base, after).withConverter(eventConverter);
    },
    // An event just created shows its local time until the server's arrives.
    { pageSize: EVENTS_PAGE_SIZE, serverTimestamps: 'estimate', label: 'Events' },
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
