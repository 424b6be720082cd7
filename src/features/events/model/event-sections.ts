import type { EventItem } from './event';

/** One section of the events page ('Upcoming Events', 'Past Events', 'My Events'). */
export interface EventSectionView {
  status: 'loading' | 'error' | 'success';
  events: EventItem[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** What the heading shows (see sectionCount); null while unknown. */
  count: SectionCount | null;
}

/** `more`: pages remain, so the true number is higher ("12+"). */
export interface SectionCount {
  value: number;
  more: boolean;
}

export type CountResult =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; count: number };

/**
 * An honest heading count. A section read to its end counts what it lists: the list is live
 * and the count aggregations are asked once per set of filters, so an event published while
 * someone reads showed as a card under "Upcoming Events (0)". While pages remain, the sum of
 * the server's counts when they describe exactly what the section lists (`exactFromServer`),
 * never less than what is shown; when the browser filters further, or a count failed
 * (offline), the number loaded, marked `more`.
 */
export function sectionCount(
  counts: readonly CountResult[],
  exactFromServer: boolean,
  loaded: { shown: number; status: EventSectionView['status']; hasMore: boolean },
): SectionCount | null {
  const complete = loaded.status === 'success' && !loaded.hasMore;
  if (complete) return { value: loaded.shown, more: false };
  if (exactFromServer) {
    let sum = 0;
    let ready = true;
    for (const c of counts) {
      if (c.status === 'loading') return null;
      if (c.status === 'ready') sum += c.count;
      else ready = false;
    }
    if (ready) return { value: Math.max(sum, loaded.shown), more: false };
  }
  return loaded.status === 'success' ? { value: loaded.shown, more: loaded.hasMore } : null;
}

/** '12', or '12+' while more pages can be loaded. */
export function formatSectionCount(count: SectionCount): string {
  return count.more ? `${count.value}+` : String(count.value);
}

/**
 * The sections the page shows. With any event on the board, every section shows with its
 * count, "(0)" when it has none: the spec splits the board into 'Upcoming Events' and
 * 'Past Events', "each with a count". With no event at all, none: the page's own "No events
 * found" stands alone. The server and the browser decide alike (same seeds, same answer).
 */
export function visibleSections<T extends { section: EventSectionView }>(
  sections: readonly T[],
): readonly T[] {
  const anyEvents = sections.some((s) => s.section.events.length > 0 || s.section.hasMore);
  return anyEvents ? sections : [];
}
