import { describe, expect, it } from 'vitest';
import { callableErrorMessage, callableErrorTitle } from './callable-error';

describe('callableErrorMessage', () => {
  it("shows the function's message without the SDK's status suffix", () => {
    const error = { code: 'functions/not-found', message: 'No DJ Profile Found [404]' };
    expect(callableErrorMessage(error, 'fallback')).toBe('No DJ Profile Found');
  });

  it('falls back for internal errors, non-errors and empty messages', () => {
    expect(callableErrorMessage({ code: 'functions/internal', message: 'INTERNAL' }, 'F')).toBe(
      'F',
    );
    expect(callableErrorMessage(new Error('boom'), 'F')).toBe('F');
    expect(callableErrorMessage(null, 'F')).toBe('F');
    expect(callableErrorMessage({ code: 'functions/not-found', message: ' [404]' }, 'F')).toBe('F');
  });

  it('reads the notice title from details', () => {
    expect(callableErrorTitle({ details: { title: 'Invalid Email' } })).toBe('Invalid Email');
    expect(callableErrorTitle({ details: null })).toBeNull();
  });
});
