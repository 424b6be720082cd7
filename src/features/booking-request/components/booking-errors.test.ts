import { describe, expect, it } from 'vitest';
import {
  BOOKING_DJ_NOT_FOUND,
  BOOKING_FAILED,
  BOOKING_OFFLINE,
  PAYMENT_FAILED,
  TOO_MANY_ATTEMPTS,
} from '../../../domain';
import { bookingErrorNotice } from './booking-errors';

const httpsError = (code: string, message: string, details?: unknown) =>
  Object.assign(new Error(message), { code: `functions/${code}`, details });

describe('bookingErrorNotice', () => {
  it('shows the server message of a refusal under Booking Failed', () => {
    expect(bookingErrorNotice(httpsError('resource-exhausted', TOO_MANY_ATTEMPTS))).toEqual({
      title: BOOKING_FAILED.title,
      description: TOO_MANY_ATTEMPTS,
    });
    expect(bookingErrorNotice(httpsError('not-found', `${BOOKING_DJ_NOT_FOUND} [404]`))).toEqual({
      title: BOOKING_FAILED.title,
      description: BOOKING_DJ_NOT_FOUND,
    });
  });

  it('keeps a title the server sent', () => {
    const error = httpsError('invalid-argument', 'Please fill in all required fields.', {
      title: 'Missing Information',
    });
    expect(bookingErrorNotice(error).title).toBe('Missing Information');
  });

  it('is Payment Failed with the spec text for anything else', () => {
    expect(bookingErrorNotice(httpsError('unavailable', 'x', PAYMENT_FAILED))).toEqual(
      PAYMENT_FAILED,
    );
    expect(bookingErrorNotice(new Error('network'))).toEqual(PAYMENT_FAILED);
  });

  it('says offline, whatever the error, when the browser lost its connection', () => {
    expect(bookingErrorNotice(new Error('network'), true)).toEqual(BOOKING_OFFLINE);
    expect(bookingErrorNotice(httpsError('internal', 'internal'), true)).toEqual(BOOKING_OFFLINE);
  });
});
