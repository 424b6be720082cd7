import { describe, expect, it } from 'vitest';
import {
  formatSectionCount,
  sectionCount,
  visibleSections,
  type CountResult,
  type EventSectionView,
} from './event-sections';

const ready = (count: number): CountResult => ({ status: 'ready', count });
const loaded = { shown: 5, status: 'success', hasMore: true } as const;

describe('sectionCount', () => {
  it('sums the server counts when they describe the section exactly', () => {
    expect(sectionCount([ready(30), ready(4)], true, loaded)).toEqual({ value: 34, more: false });
  });

  it('counts the list when it is read to its end: it is live, the counts are not', () => {
    // An event published while a visitor reads: a card, and the count asked before it.
    const all = { shown: 1, status: 'success', hasMore: false } as const;
    expect(sectionCount([ready(0), ready(0)], true, all)).toEqual({ value: 1, more: false });
    expect(sectionCount([{ status: 'loading' }], true, all)).toEqual({ value: 1, more: false });
    // While pages remain, never fewer than shown.
    expect(sectionCount([ready(3)], true, loaded)).toEqual({ value: 5, more: false });
  });

  it('waits for every count', () => {
    expect(sectionCount([ready(30), { status: 'loading' }], true, loaded)).toBeNull();
  });

  it('falls back to what is loaded when a count fails (offline)', () => {
    expect(sectionCount([ready(30), { status: 'error' }], true, loaded)).toEqual({
      value: 5,
      more: true,
    });
  });

  it('counts what is loaded when the browser filters further', () => {
    expect(sectionCount([ready(30)], false, loaded)).toEqual({ value: 5, more: true });
    expect(sectionCount([ready(30)], false, { ...loaded, hasMore: false })).toEqual({
      value: 5,
      more: false,
    });
    expect(sectionCount([ready(30)], false, { ...loaded, status: 'loading' })).toBeNull();
  });

  it('prints "12" or "12+"', () => {
    expect(formatSectionCount({ value: 12, more: false })).toBe('12');
    expect(formatSectionCount({ value: 12, more: true })).toBe('12+');
  });
});

describe('visibleSections', () => {
  const view = (events: number, hasMore = false): { section: EventSectionView } => ({
    section: {
      status: 'success',
      events: Array.from({ length: events }, () => ({}) as EventSectionView['events'][number]),
      hasMore,
      loadingMore: false,
      loadMore: () => undefined,
      count: { value: events, more: hasMore },
    },
  });

  it('shows every section, the empty one too, once any has an event', () => {
    const upcoming = view(0);
    const past = view(2);
    expect(visibleSections([upcoming, past])).toEqual([upcoming, past]);
    expect(visibleSections([past, upcoming])).toEqual([past, upcoming]);
  });

  it('counts a section with pages left to load as having events', () => {
    const upcoming = view(0, true);
    const past = view(0);
    expect(visibleSections([upcoming, past])).toEqual([upcoming, past]);
  });

  it('shows none when the board is empty (the page says "No events found")', () => {
    expect(visibleSections([view(0), view(0)])).toEqual([]);
  });
});
