import { describe, expect, it } from 'vitest';
import { cancellationCountText, parseDjCancellations } from './dj-cancellations';

describe("an admin's row of a DJ's cancellations", () => {
  const at = (day: number) => new Date(Date.UTC(2031, 4, day));
  const row = parseDjCancellations('dj-1', {
    djName: 'Marcus Reid',
    countInWindow: 3,
    lastAt: at(3),
    flaggedAt: at(3),
    recent: [
      { bookingId: 'b1', eventDate: '2031-06-01', clientName: 'Priya', reason: 'Ill.', at: at(1) },
      { bookingId: 'b2', eventDate: '2031-06-02', clientName: 'Ana', reason: 'Van.', at: at(2) },
      'not an entry',
      { bookingId: 'b3', eventDate: '2031-06-03', clientName: 'Jo', reason: 'Tour.', at: at(3) },
    ],
  });

  it('lists the newest first and skips what is not an entry', () => {
    expect(row.recent.map((c) => c.bookingId)).toEqual(['b3', 'b2', 'b1']);
    expect(row.recent[0]).toEqual({
      bookingId: 'b3',
      eventDate: '2031-06-03',
      clientName: 'Jo',
      reason: 'Tour.',
      at: at(3),
    });
  });

  it('says how many, and that the third asks for a review', () => {
    expect(cancellationCountText(row)).toBe('3 in the last 12 months · review: 3 or more');
    expect(cancellationCountText({ ...row, countInWindow: 1, flaggedAt: null })).toBe(
      '1 in the last 12 months',
    );
  });
});
