import { describe, expect, it } from 'vitest';
import { sessionLabel } from './session-context';

describe('sessionLabel', () => {
  it('shows the display name', () => {
    expect(sessionLabel({ displayName: 'Dana', email: 'dana@example.com' })).toBe('Dana');
  });

  it('trims the display name', () => {
    expect(sessionLabel({ displayName: '  Dana  ', email: 'dana@example.com' })).toBe('Dana');
  });

  it.each([null, '', '   '])('falls back to the e-mail when the name is %j', (displayName) => {
    expect(sessionLabel({ displayName, email: 'dana@example.com' })).toBe('dana@example.com');
  });

  it.each([
    [null, null],
    ['', null],
    ['  ', ''],
    [null, ''],
  ])('shows "Account" with name %j and e-mail %j', (displayName, email) => {
    expect(sessionLabel({ displayName, email })).toBe('Account');
  });
});
