import { describe, expect, it } from 'vitest';
import type { CancellationReason } from '../../../domain/booking-record';
import { declinedText, NOTHING_CHARGED_TEXT } from '../../../domain/payment-texts';
import { cancellationFixture } from '../../../lib/booking-document-fixtures';
import { bookingProgressText } from './booking-progress-text';

const ended = (reason: CancellationReason | null) => ({
  status: 'cancelled' as const,
  djName: 'Marcus Reid',
  cancellation: cancellationFixture(reason),
});

describe('bookingProgressText', () => {
  it('says a request the DJ declined was declined, not cancelled, in both modes', () => {
    for (const mode of ['card', 'demo'] as const) {
      expect(bookingProgressText(ended('declined'), mode)).toBe(declinedText('Marcus Reid'));
      expect(bookingProgressText(ended('auto_declined'), mode)).toBe(declinedText('Marcus Reid'));
    }
    expect(declinedText('Marcus Reid')).toBe(
      'Marcus Reid declined this request, so nothing was charged. Other DJs may be free on the same date.',
    );
  });

  it('keeps the cancellation text for every other end', () => {
    expect(bookingProgressText(ended('expired'), 'card')).toBe(NOTHING_CHARGED_TEXT);
    expect(bookingProgressText(ended(null), 'card')).toBe(NOTHING_CHARGED_TEXT);
    expect(
      bookingProgressText(
        { status: 'cancelled', djName: 'Marcus Reid', cancellation: null },
        'demo',
      ),
    ).toBe(NOTHING_CHARGED_TEXT);
  });

  it('words a request still waiting for the DJ', () => {
    expect(
      bookingProgressText({ status: 'pending', djName: 'Marcus Reid', cancellation: null }, 'demo'),
    ).toMatch(/^Your request was sent to Marcus Reid/);
  });
});
