import { describe, expect, it } from 'vitest';
import { parseContact, parseOwnDj } from './own-dj';

describe('parseOwnDj', () => {
  it('treats a profile without a status as pending and drops mistyped fields', () => {
    expect(
      parseOwnDj('u1', { name: 'A', hourlyRateCents: 12.5, genres: ['House', 3], bio: 7 }),
    ).toEqual({
      id: 'u1',
      name: 'A',
      status: 'pending',
      suspendedReason: null,
      availableNow: false,
      genres: ['House'],
      equipment: [],
    });
  });

  it('keeps why a profile is suspended', () => {
    const dj = parseOwnDj('u1', { status: 'suspended', suspendedReason: 'rejected' });
    expect(dj.status).toBe('suspended');
    expect(dj.suspendedReason).toBe('rejected');
  });
});

describe('parseContact', () => {
  it('gives empty strings for a missing contact', () => {
    expect(parseContact(undefined)).toEqual({ phone: '', email: '' });
    expect(parseContact({ phone: '555', email: 3 })).toEqual({ phone: '555', email: '' });
  });
});
