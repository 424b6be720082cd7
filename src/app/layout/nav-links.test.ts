import { describe, expect, it } from 'vitest';
import { accountLinkFor } from './nav-links';

describe('accountLinkFor', () => {
  it('links each role to its own area', () => {
    expect(accountLinkFor('admin')).toEqual({ label: 'Admin Panel', to: '/admin' });
    expect(accountLinkFor('dj')).toEqual({ label: 'DJ Dashboard', to: '/dj-dashboard' });
    expect(accountLinkFor('client')).toEqual({ label: 'My Dashboard', to: '/dashboard' });
    // No claim yet (just signed up): the client dashboard.
    expect(accountLinkFor(null)).toEqual({ label: 'My Dashboard', to: '/dashboard' });
  });
});
