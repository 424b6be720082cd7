import { describe, expect, it } from 'vitest';
import { parseAdminDj, parseDjContact } from './admin-dj';
import { parseContactMessage } from './contact-message';
import { toDate } from '../../../lib/firestore-values';
import { isSecurityEventType, parseSecurityEvent } from './security-event';

const timestamp = (date: Date) => ({ toDate: () => date });

describe('admin models', () => {
  it('reads a DJ profile defensively', () => {
    const created = new Date(2026, 1, 3);
    expect(
      parseAdminDj('dj1', {
        ownerUid: 'dj1',
        name: 'Theo Bennett',
        location: 'Denver, CO',
        hourlyRateCents: 12000,
        genres: ['House', 3],
        status: 'suspended',
        suspendedReason: 'rejected',
        createdAt: timestamp(created),
      }),
    ).toEqual({
      id: 'dj1',
      ownerUid: 'dj1',
      name: 'Theo Bennett',
      location: 'Denver, CO',
      hourlyRateCents: 12000,
      genres: ['House'],
      photoUrl: null,
      status: 'suspended',
      suspendedReason: 'rejected',
      priorModeration: null,
      createdAt: created,
    });
    const bare = parseAdminDj('x', { status: 'weird', suspendedReason: 'because' });
    expect(bare.status).toBe('pending');
    expect(bare.suspendedReason).toBeNull();
    expect(bare.createdAt).toBeNull();
    expect(bare.priorModeration).toBeNull();
    expect(parseAdminDj('y', { priorModeration: 'suspended' }).priorModeration).toBe('suspended');
    expect(bare.name).toBe('DJ');
  });

  it('reads private contact details, empty ones as null', () => {
    expect(parseDjContact({ phone: '555-0100', email: '' })).toEqual({
      phone: '555-0100',
      email: null,
    });
    expect(parseDjContact(undefined)).toEqual({ phone: null, email: null });
  });

  it('reads security events, keeping unknown types and object details only', () => {
    const event = parseSecurityEvent('e1', {
      type: 'role_changed',
      uid: 'u1',
      email: null,
      details: { from: 'client', to: 'dj' },
      createdAt: new Date(2026, 0, 1),
    });
    expect(event.type).toBe('role_changed');
    expect(event.email).toBeNull();
    expect(event.details).toEqual({ from: 'client', to: 'dj' });
    expect(parseSecurityEvent('e2', { details: ['x'] }).details).toEqual({});
    expect(parseSecurityEvent('e3', {}).type).toBe('unknown');
    expect(isSecurityEventType('moderation_blocked')).toBe(true);
    expect(isSecurityEventType('unknown')).toBe(false);
  });

  it('reads contact messages', () => {
    const message = parseContactMessage('m1', {
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana@example.test',
      subject: 'Hi',
      message: 'Hello',
      createdAt: timestamp(new Date(2026, 2, 4)),
    });
    expect(message.uid).toBeNull();
    expect(message.createdAt?.getMonth()).toBe(2);
  });

  it('only accepts real times', () => {
    expect(toDate('2024-01-01')).toBeNull();
    expect(toDate(timestamp(new Date(Number.NaN)))).toBeNull();
    expect(toDate(null)).toBeNull();
  });
});
