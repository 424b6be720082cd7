import { describe, expect, it } from 'vitest';
import { formatSectionCount, sectionCount, type CountResult } from './event-sections';

const ready = (count: number): CountResult => ({ status: 'ready', count });
const loaded = { shown: 5, status: 'success', hasMore: true } as const;

describe('sectionCount', () => {
  it('sums the server counts when they describe the section exactly', () => {
    expect(sectionCount([ready(30), ready(4)], true, loaded)).toEqual({ value: 34, more: false });
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
