/**
 * The route table of the whole app (public-side spec, section 2) as plain
 * data: the router, the navigation and the tests all read it.
 */
export type RouteAccess =
  /** Anyone. */
  | 'public'
  /** Signed-out visitors are sent to /signin and come back afterwards. */
  | 'signed-in'
  /** Signed-out visitors see a "Please Sign In" message on the page itself. */
  | 'signed-in-message'
  /** Signed-out → /signin; signed in without the admin claim → Access Denied. */
  | 'admin';

export interface RouteInfo {
  path: string;
  title: string;
  description: string;
  access: RouteAccess;
  /** Needs the live Firestore/reactfire providers (loaded with the route). */
  live: boolean;
  /**
   * How the page's first HTML is made (docs/architecture.md, "Rendering"): `server`, by the
   * ssr function on each request, with its data; `prerender`, once at build time (the page
   * has no data); absent, in the browser from the app shell (signed-in pages).
   */
  render?: 'server' | 'prerender';
}

export const APP_NAME = 'Spinbook';

export const ROUTES: readonly RouteInfo[] = [
  {
    path: '/',
    title: 'Book pro DJs instantly',
    description: 'Find and book professional DJs for parties, weddings and events.',
    access: 'public',
    live: false,
    render: 'server',
  },
  {
    path: '/discover',
    title: 'Find Your Perfect DJ',
    description: 'Search verified DJs by location, genre, price and availability.',
    access: 'public',
    live: false,
    render: 'server',
  },
  {
    path: '/dj/:id',
    title: 'DJ Profile',
    description: "A DJ's bio, music, equipment, reviews and rates.",
    access: 'public',
    live: false,
    render: 'server',
  },
  {
    path: '/book/:id',
    title: 'Book a DJ',
    description: 'Tell the DJ about your event and hold the date with a card authorisation.',
    access: 'signed-in',
    live: true,
  },
  {
    path: '/how-it-works',
    title: 'How It Works',
    description: 'From finding a DJ to the last track: how booking on Spinbook works.',
    access: 'public',
    live: false,
    render: 'prerender',
  },
  {
    path: '/become-dj',
    title: 'Become a DJ',
    description: 'Join Spinbook for free, get verified and start receiving bookings.',
    access: 'public',
    live: true,
  },
  {
    path: '/signin',
    title: 'Sign In',
    description: 'Sign in to Spinbook to book DJs, manage your bookings and chat with your DJ.',
    access: 'public',
    live: false,
  },
  {
    path: '/signup',
    title: 'Sign Up',
    description: 'Create a Spinbook account to book DJs or to get booked.',
    access: 'public',
    live: false,
  },
  {
    path: '/forgot-password',
    title: 'Reset Password',
    description: 'Forgot your Spinbook password? Get an e-mail with a link to choose a new one.',
    access: 'public',
    live: false,
  },
  {
    path: '/pricing',
    title: 'Pricing',
    description: 'Simple plans for DJs, and a transparent 5% platform fee for clients.',
    access: 'public',
    live: false,
    render: 'prerender',
  },
  {
    path: '/contact',
    title: 'Contact Us',
    description: 'Questions, feedback or a problem with a booking? Write to the Spinbook team.',
    access: 'public',
    live: false,
    render: 'prerender',
  },
  {
    path: '/dj-resources',
    title: 'DJ Resources',
    description: 'Guides for DJs: building a profile that gets booked, pricing, and gear.',
    access: 'public',
    live: false,
    render: 'prerender',
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    description: 'What Spinbook collects, why, and the choices you have.',
    access: 'public',
    live: false,
    render: 'prerender',
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    description: 'The rules for using Spinbook, including our cancellation policy.',
    access: 'public',
    live: false,
    render: 'prerender',
  },
  {
    path: '/success-stories',
    title: 'Success Stories',
    description: 'DJs and party hosts on what Spinbook did for them.',
    access: 'public',
    live: false,
    render: 'prerender',
  },
  {
    path: '/about',
    title: 'About Spinbook',
    description: 'Who we are and why we built a better way to book DJs.',
    access: 'public',
    live: false,
    render: 'prerender',
  },
  {
    path: '/admin',
    title: 'Admin Panel',
    description: 'Review DJ applications, manage roles and keep Spinbook trustworthy.',
    access: 'admin',
    live: true,
  },
  {
    path: '/dashboard',
    title: 'My Dashboard',
    description: 'Your bookings and your profile in one place.',
    access: 'signed-in',
    live: true,
  },
  {
    path: '/dj-dashboard',
    title: 'DJ Dashboard',
    description: 'Booking requests, your calendar and your DJ profile.',
    access: 'signed-in',
    live: true,
  },
  {
    path: '/dj-profile-pending',
    title: 'Application Under Review',
    description: 'Thanks for applying. We review every DJ profile within 24-48 hours.',
    access: 'public',
    live: true,
  },
  {
    path: '/testing',
    title: 'System Testing',
    description: 'Tools for admins to check and seed the system.',
    access: 'admin',
    live: true,
  },
  {
    path: '/bookings',
    title: 'My Bookings',
    description: 'Every booking you made or received, and what happens next.',
    access: 'signed-in-message',
    live: true,
  },
  {
    // Not in the spec: one booking for both its parties, opened from its card, its
    // notifications and its chat (issue 38, item 10; decision 0046). The page titles itself
    // with the booking; these words repeat the table's own, which the shell's gzip stores
    // as references (/ is at its budget).
    path: '/bookings/:bookingId',
    title: 'Your Booking',
    description: 'One booking you made or received, and what happens next.',
    access: 'signed-in-message',
    live: true,
  },
  {
    path: '/events',
    title: 'Discover Amazing Events',
    description: 'Parties and gigs from Spinbook organisers and DJs.',
    access: 'public',
    // Its hooks load the Firestore SDK themselves once the page is interactive.
    live: false,
    render: 'server',
  },
  {
    path: '/messages',
    title: 'Messages',
    description: 'Chat with your DJ or client once a booking is confirmed.',
    access: 'signed-in-message',
    live: true,
  },
  {
    // Not in the spec: the bell's list as a page, for the phone's bottom navigation (issue 38).
    path: '/notifications',
    title: 'Notifications',
    description: 'Updates on your bookings, payouts and messages.',
    access: 'signed-in-message',
    live: true,
  },
  {
    path: '/payment-success',
    // Neutral: the page's heading says whether the card was authorised, charged or (demo) not
    // involved at all (src/domain/payment-texts.ts).
    title: 'Your Booking',
    description: 'Where your booking request and its payment stand.',
    access: 'public',
    // Reads the booking live (Firestore) to verify the payment.
    live: true,
  },
  {
    path: '/payment-canceled',
    title: 'Payment Canceled',
    description: 'Your booking was not completed and no charges were made. Try booking again.',
    access: 'public',
    // Shows the booking live (Firestore) and offers Cancel Request; loading it changes nothing.
    live: true,
  },
];

export const NOT_FOUND_TITLE = 'Page Not Found';
export const NOT_FOUND_DESCRIPTION = 'There is nothing at this address on Spinbook.';

export function documentTitle(title: string): string {
  return title === ROUTES[0]?.title ? `${APP_NAME} — ${title}` : `${title} · ${APP_NAME}`;
}

export function routeInfo(path: string): RouteInfo {
  const info = ROUTES.find((r) => r.path === path);
  if (!info) throw new Error(`No route ${path} in the route table`);
  return info;
}
