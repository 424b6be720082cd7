import { describe, expect, it } from 'vitest';
import { sentPushOf } from './push-loopback';

describe('the loopback FCM as /testing reads it', () => {
  it('reads a recorded v1 message, and nothing from a malformed one', () => {
    const recorded = {
      token: 'demo-abcdefghijkl',
      receivedAt: '2026-12-07T21:00:00.000Z',
      message: {
        token: 'demo-abcdefghijkl',
        notification: { title: 'New booking request', body: 'Jordan Lee asked…' },
        webpush: { fcm_options: { link: 'http://localhost:5000/bookings/b1' } },
      },
    };
    expect(sentPushOf(recorded)).toEqual({
      token: 'demo-abcdefghijkl',
      title: 'New booking request',
      body: 'Jordan Lee asked…',
      link: 'http://localhost:5000/bookings/b1',
      receivedAt: '2026-12-07T21:00:00.000Z',
    });
    expect(sentPushOf(null)).toBeNull();
    expect(sentPushOf({ message: 'x' })).toBeNull();
  });
});
