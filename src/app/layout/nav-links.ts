/** Navigation bar links, in the spec's order (sign in/up are buttons). */
export const NAV_LINKS = [
  { label: 'Discover DJs', to: '/discover' },
  { label: 'Events', to: '/events' },
  { label: 'Messages', to: '/messages' },
  { label: 'How It Works', to: '/how-it-works' },
  { label: 'Become a DJ', to: '/become-dj' },
] as const;

export const FOOTER_SECTIONS = [
  {
    heading: 'For Clients',
    links: [
      { label: 'Find a DJ', to: '/discover' },
      { label: 'How It Works', to: '/how-it-works' },
      { label: 'Pricing', to: '/pricing' },
    ],
  },
  {
    heading: 'For DJs',
    links: [
      { label: 'Join as DJ', to: '/become-dj' },
      { label: 'DJ Resources', to: '/dj-resources' },
      { label: 'Success Stories', to: '/success-stories' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Contact', to: '/contact' },
      { label: 'Privacy', to: '/privacy' },
      { label: 'Terms', to: '/terms' },
    ],
  },
] as const;

/** Where a signed-in person's own area is, by role claim (the page re-checks access). */
export function accountLinkFor(role: string | null | undefined): { label: string; to: string } {
  if (role === 'admin') return { label: 'Admin Panel', to: '/admin' };
  if (role === 'dj') return { label: 'DJ Dashboard', to: '/dj-dashboard' };
  return { label: 'My Dashboard', to: '/dashboard' };
}

export type BottomNavKey = 'bookings' | 'admin' | 'messages' | 'notifications' | 'account';

export interface BottomNavItem {
  key: BottomNavKey;
  label: string;
  to: string;
}

/**
 * The phone's bottom navigation for a signed-in person (issue 38, item 1): the places an
 * installed app's user goes back to, with their unread counts in view. An admin's own area is
 * the admin panel, which has no separate bookings or account page.
 */
export function bottomNavItems(role: string | null | undefined): readonly BottomNavItem[] {
  const live: BottomNavItem[] = [
    { key: 'messages', label: 'Messages', to: '/messages' },
    { key: 'notifications', label: 'Notifications', to: '/notifications' },
  ];
  if (role === 'admin') return [{ key: 'admin', label: 'Admin', to: '/admin' }, ...live];
  return [
    { key: 'bookings', label: 'Bookings', to: '/bookings' },
    ...live,
    { key: 'account', label: 'Account', to: accountLinkFor(role).to },
  ];
}
