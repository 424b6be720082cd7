import { describe, expect, it } from 'vitest';
import { accountLinkFor, bottomNavItems } from './nav-links';

describe('accountLinkFor', () => {
  it('links each role to its own area', () => {
    expect(accountLinkFor('admin')).toEqual({ label: 'Admin Panel', to: '/admin' });
    expect(accountLinkFor('dj')).toEqual({ label: 'DJ Dashboard', to: '/dj-dashboard' });
    expect(accountLinkFor('client')).toEqual({ label: 'My Dashboard', to: '/dashboard' });
    // No claim yet (just signed up): the client dashboard.
    expect(accountLinkFor(null)).toEqual({ label: 'My Dashboard', to: '/dashboard' });
  });
});

describe('bottomNavItems', () => {
  it('gives clients and DJs Bookings, Messages, Notifications and their own Account', () => {
    const labels = (role: string | null) => bottomNavItems(role).map((i) => `${i.label} ${i.to}`);
    expect(labels('client')).toEqual([
      'Bookings /bookings',
      'Messages /messages',
      'Notifications /notifications',
      'Account /dashboard',
    ]);
    expect(labels('dj')).toEqual([
      'Bookings /bookings',
      'Messages /messages',
      'Notifications /notifications',
      'Account /dj-dashboard',
    ]);
  });

  it('gives an admin the admin panel first', () => {
    expect(bottomNavItems('admin').map((i) => i.to)).toEqual([
      '/admin',
      '/messages',
      '/notifications',
    ]);
  });
});
