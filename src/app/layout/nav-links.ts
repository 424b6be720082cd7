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
