import { describe, expect, it } from 'vitest';
import {
  BLOCK_IN_PAST,
  BLOCK_NOTE_TOO_LONG,
  BLOCK_RANGE_BACKWARDS,
  BLOCK_DATES_INVALID,
  type AvailabilityBlock,
} from '../../../domain/availability';
import { blockRequestOf, EMPTY_BLOCK_FORM, listedBlocks, validateBlockForm } from './block-form';

const TODAY = '2031-06-01';

describe('the Block days form', () => {
  it('makes a one-day range, a range, or a weekday rule of its values', () => {
    expect(blockRequestOf({ ...EMPTY_BLOCK_FORM, from: '2031-06-05', to: '2031-06-09' })).toEqual({
      from: '2031-06-05',
      to: '2031-06-05',
      note: '',
    });
    expect(
      blockRequestOf({ ...EMPTY_BLOCK_FORM, kind: 'range', from: '2031-06-05', to: '2031-06-09' }),
    ).toEqual({ from: '2031-06-05', to: '2031-06-09', note: '' });
    expect(
      blockRequestOf({ ...EMPTY_BLOCK_FORM, kind: 'weekday', weekday: '0', note: 'x' }),
    ).toEqual({ weekday: 0, note: 'x' });
  });

  it('puts each error on the field it is about', () => {
    expect(validateBlockForm(EMPTY_BLOCK_FORM, TODAY)).toEqual({ from: BLOCK_DATES_INVALID });
    expect(validateBlockForm({ ...EMPTY_BLOCK_FORM, from: '2031-05-31' }, TODAY)).toEqual({
      from: BLOCK_IN_PAST,
    });
    const range = { ...EMPTY_BLOCK_FORM, kind: 'range' as const, from: '2031-06-09' };
    expect(validateBlockForm({ ...range, to: '2031-06-05' }, TODAY)).toEqual({
      to: BLOCK_RANGE_BACKWARDS,
    });
    expect(validateBlockForm({ ...range, to: '' }, TODAY)).toEqual({ from: BLOCK_DATES_INVALID });
    expect(
      validateBlockForm({ ...EMPTY_BLOCK_FORM, kind: 'weekday', note: 'n'.repeat(101) }, TODAY),
    ).toEqual({ note: BLOCK_NOTE_TOO_LONG });
    expect(validateBlockForm({ ...EMPTY_BLOCK_FORM, from: TODAY }, TODAY)).toEqual({});
  });

  it('lists weekday rules first, then days by their first day, leaving past ones out', () => {
    const block = (id: string, span: AvailabilityBlock['span']): AvailabilityBlock => ({
      id,
      span,
      note: '',
      source: 'manual',
      createdAt: null,
    });
    const listed = listedBlocks(
      [
        block('late', { kind: 'dates', from: '2031-07-01', to: '2031-07-01' }),
        null,
        block('past', { kind: 'dates', from: '2031-05-01', to: '2031-05-31' }),
        block('mondays', { kind: 'weekday', weekday: 1 }),
        block('spans-today', { kind: 'dates', from: '2031-05-30', to: '2031-06-02' }),
      ],
      TODAY,
    );
    expect(listed.map((b) => b.id)).toEqual(['mondays', 'spans-today', 'late']);
  });
});
