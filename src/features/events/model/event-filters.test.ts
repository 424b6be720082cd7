import { describe, expect, it } from 'vitest';
import { readEventsParams, writeEventsParams } from './event-filters';

describe('the events page URL', () => {
  it('reads defaults from an empty query', () => {
    expect(readEventsParams(new URLSearchParams())).toEqual({
      filters: { search: '', eventType: 'all' },
      view: 'all',
      eventId: null,
    });
  });

  it('round-trips search, type, view and the open event', () => {
    const state = {
      filters: { search: 'deep house', eventType: 'recurring' as const },
      view: 'mine' as const,
      eventId: 'abcDEF1234567890ghIJ',
    };
    const params = writeEventsParams(state);
    expect(params.toString()).toBe(
      'q=deep+house&type=recurring&view=mine&event=abcDEF1234567890ghIJ',
    );
    expect(readEventsParams(params)).toEqual(state);
  });

  it('ignores unknown values', () => {
    expect(
      readEventsParams(new URLSearchParams('type=festival&view=admin&event=../users/x')),
    ).toEqual({ filters: { search: '', eventType: 'all' }, view: 'all', eventId: null });
  });
});
