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
  /** For screens a later issue fills: what the page will offer. */
  upcoming?: readonly string[];
}

export const APP_NAME = 'Spinbook';

export const ROUTES: readonly RouteInfo[] = [
  {
    path: '/',
    title: 'Book pro DJs instantly',
    description: 'Find and book professional DJs for parties, weddings and events.',
    access: 'public',
    live: false,
  },
  {
    path: '/discover',
    title: 'Find Your Perfect DJ',
    description: 'Search verified DJs by location, genre, price and availability.',
    access: 'public',
    live: true,
    upcoming: [
      'Live search by location',
      'Genre, price and Available Now filters',
      'Grid and list views of verified DJs',
    ],
  },
  {
    path: '/dj/:id',
    title: 'DJ Profile',
    description: "A DJ's bio, music, equipment, reviews and rates.",
    access: 'public',
    live: true,
    upcoming: ['Bio, genres and promo video', 'Equipment list', 'Reviews from clients'],
  },
  {
    path: '/book/:id',
    title: 'Book a DJ',
    description: 'Tell the DJ about your event and hold the date with a card authorisation.',
    access: 'signed-in',
    live: true,
    upcoming: ['Event details form', 'Live price summary', 'Secure checkout with Stripe'],
  },
  {
    path: '/how-it-works',
    title: 'How It Works',
    description: 'From finding a DJ to the last track: how booking on Spinbook works.',
    access: 'public',
    live: false,
    upcoming: [
      'Discover DJs',
      'Book Your DJ',
      'Connect & Plan',
      'Secure Payment',
      'Enjoy the Party',
    ],
  },
  {
    path: '/become-dj',
    title: 'Become a DJ',
    description: 'Join Spinbook for free, get verified and start receiving bookings.',
    access: 'public',
    live: true,
    upcoming: ['Requirements and benefits', 'The DJ application form', 'Review within 24-48 hours'],
  },
  {
    path: '/signin',
    title: 'Sign In',
    description: 'Sign in to your Spinbook account.',
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
    description: 'Get a link to choose a new password.',
    access: 'public',
    live: false,
  },
  {
    path: '/pricing',
    title: 'Pricing',
    description: 'Simple plans for DJs, and a transparent 5% platform fee for clients.',
    access: 'public',
    live: false,
    upcoming: ['Basic, Pro and Elite plans for DJs', 'The 5% client fee and 85% DJ share'],
  },
  {
    path: '/contact',
    title: 'Contact Us',
    description: 'Questions, feedback or a problem with a booking? Write to the Spinbook team.',
    access: 'public',
    live: false,
    upcoming: ['A contact form that reaches our team'],
  },
  {
    path: '/dj-resources',
    title: 'DJ Resources',
    description: 'Guides for DJs: building a profile that gets booked, pricing, and gear.',
    access: 'public',
    live: false,
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    description: 'What Spinbook collects, why, and the choices you have.',
    access: 'public',
    live: false,
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    description: 'The rules for using Spinbook, including our cancellation policy.',
    access: 'public',
    live: false,
  },
  {
    path: '/success-stories',
    title: 'Success Stories',
    description: 'DJs and party hosts on what Spinbook did for them.',
    access: 'public',
    live: false,
  },
  {
    path: '/about',
    title: 'About Spinbook',
    description: 'Who we are and why we built a better way to book DJs.',
    access: 'public',
    live: false,
  },
  {
    path: '/admin',
    title: 'Admin Panel',
    description: 'Review DJ applications, manage roles and keep Spinbook trustworthy.',
    access: 'admin',
    live: true,
    upcoming: ['Pending applications', 'Approve, reject, suspend and reactivate DJs', 'Roles'],
  },
  {
    path: '/dashboard',
    title: 'My Dashboard',
    description: 'Your bookings and your profile in one place.',
    access: 'signed-in',
    live: true,
    upcoming: ['My Bookings', 'Profile'],
  },
  {
    path: '/dj-dashboard',
    title: 'DJ Dashboard',
    description: 'Booking requests, your calendar and your DJ profile.',
    access: 'signed-in',
    live: true,
    upcoming: ['Booking requests to accept or decline', 'Your DJ profile'],
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
    upcoming: ['System test runner', 'Database seed and clear', 'Navigation checker'],
  },
  {
    path: '/bookings',
    title: 'My Bookings',
    description: 'Every booking you made or received, and what happens next.',
    access: 'signed-in-message',
    live: true,
    upcoming: ['All, Pending, Confirmed and Completed tabs', 'Accept, decline, cancel, review'],
  },
  {
    path: '/events',
    title: 'Discover Amazing Events',
    description: 'Parties and gigs from Spinbook organisers and DJs.',
    access: 'public',
    live: true,
    upcoming: ['Upcoming and past events', 'Search and filters', 'Create your own event'],
  },
  {
    path: '/messages',
    title: 'Messages',
    description: 'Chat with your DJ or client once a booking is confirmed.',
    access: 'signed-in-message',
    live: true,
    upcoming: ['Real-time chat per booking', 'Read receipts', 'Safety checks on every message'],
  },
  {
    path: '/payment-success',
    title: 'Payment Successful',
    description: 'Your payment went through.',
    access: 'public',
    // Reads the booking live (Firestore) to verify the payment.
    live: true,
  },
  {
    path: '/payment-canceled',
    title: 'Payment Canceled',
    description: 'Your booking was not completed.',
    access: 'public',
    live: false,
  },
];

export const NOT_FOUND_TITLE = 'Page Not Found';

export function documentTitle(title: string): string {
  return title === ROUTES[0]?.title ? `${APP_NAME} — ${title}` : `${title} · ${APP_NAME}`;
}

export function routeInfo(path: string): RouteInfo {
  const info = ROUTES.find((r) => r.path === path);
  if (!info) throw new Error(`No route ${path} in the route table`);
  return info;
}
