import { describe, expect, it } from 'vitest';
import { sendFailure } from './send-failure';

describe('sendFailure', () => {
  it("shows the chat panel's spec toast for a failure without a reason", () => {
    const failed = {
      notice: { title: 'Message Failed', description: 'Unable to send message. Please try again.' },
      editAgain: false,
    };
    expect(sendFailure(null)).toEqual(failed);
    expect(sendFailure(undefined)).toEqual(failed);
  });

  it("gives a refusal the chat can name its own text, keeping the title 'Message Failed'", () => {
    expect(sendFailure('not-open')).toEqual({
      notice: {
        title: 'Message Failed',
        description: 'Messaging opens once the booking is confirmed.',
      },
      editAgain: false,
    });
    expect(sendFailure('rate-limit')).toEqual({
      notice: {
        title: 'Rate Limit Exceeded',
        description: 'Please slow down. You can send up to 10 messages per minute.',
      },
      editAgain: false,
    });
  });

  it('gives text refused for its content back to edit', () => {
    expect(sendFailure('off-platform')).toEqual({
      notice: {
        title: 'Message Guidelines',
        description: 'Please keep all communication within the platform for safety and security.',
      },
      editAgain: true,
    });
    expect(sendFailure('too-long').editAgain).toBe(true);
    expect(sendFailure('empty').editAgain).toBe(true);
  });
});
