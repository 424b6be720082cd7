import { useMemo, type ComponentType } from 'react';
import {
  createBrowserRouter,
  data,
  useLoaderData,
  type LoaderFunction,
  type RouteObject,
} from 'react-router-dom';
import { RouteFallback } from '../components/layout/RouteFallback';
import { PageSeedsProvider } from '../lib/firebase/page-seeds';
import { isPageServer, seededLoaderData, seedsOf } from './ssr/page-server';
import { RouteGuard } from './guards/RouteGuard';
import { RootLayout } from './layout/RootLayout';
import { RouteErrorPage } from './layout/RouteErrorPage';
import { NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE, ROUTES, type RouteInfo } from './route-table';
import { noteImagesShown, notePageSeen } from './pwa/pages-seen';

type PageLoader = () => Promise<ComponentType>;

// The list and one booking: one chunk, one component (BookingsRoutes.tsx).
const loadBookings: PageLoader = () =>
  import('../features/my-bookings/components/BookingsRoutes').then((m) => m.BookingsRoute);

/** The page of every route in the table (router.test.tsx checks none is missing). */
export const PAGE_LOADERS: Readonly<Record<string, PageLoader>> = {
  '/': () => import('./pages/HomeRoute').then((m) => m.HomeRoute),
  '/discover': () => import('../features/djs/components/DiscoverPage').then((m) => m.DiscoverPage),
  '/dj/:id': () =>
    import('../features/djs/components/profile/DjProfilePage').then((m) => m.DjProfilePage),
  '/book/:id': () =>
    import('../features/booking-request/components/BookingPage').then((m) => m.BookingPage),
  '/signin': () => import('../features/auth/components/SignInPage').then((m) => m.SignInPage),
  '/signup': () => import('../features/auth/components/SignUpPage').then((m) => m.SignUpPage),
  '/forgot-password': () =>
    import('../features/auth/components/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  '/payment-success': () =>
    import('./pages/PaymentSuccessRoute').then((m) => m.PaymentSuccessRoute),
  '/payment-canceled': () =>
    import('../features/payments/components/PaymentCanceledPage').then(
      (m) => m.PaymentCanceledPage,
    ),
  '/admin': () => import('../features/admin/components/AdminPage').then((m) => m.AdminPage),
  '/testing': () =>
    import('../features/system/components/SystemTestingPage').then((m) => m.SystemTestingPage),
  '/bookings': loadBookings,
  '/bookings/:bookingId': loadBookings,
  '/events': () => import('../features/events/components/EventsPage').then((m) => m.EventsPage),
  '/notifications': () =>
    import('../features/notifications/components/NotificationsPage').then(
      (m) => m.NotificationsPage,
    ),
  '/messages': () =>
    import('../features/messages/components/MessagesPage').then((m) => m.MessagesPage),
  '/dashboard': () => import('./pages/DashboardPage').then((m) => m.DashboardPage),
  '/dj-dashboard': () => import('./pages/DashboardPage').then((m) => m.DjDashboardPage),
  '/become-dj': () => import('./pages/BecomeDjRoute').then((m) => m.BecomeDjRoute),
  '/dj-profile-pending': () =>
    import('../features/onboarding/components/DjProfilePendingPage').then(
      (m) => m.DjProfilePendingPage,
    ),
  '/how-it-works': () =>
    import('../features/pages/components/HowItWorksPage').then((m) => m.HowItWorksPage),
  '/pricing': () => import('../features/pages/components/PricingPage').then((m) => m.PricingPage),
  '/contact': () => import('../features/pages/components/ContactPage').then((m) => m.ContactPage),
  '/dj-resources': () =>
    import('../features/pages/components/DjResourcesPage').then((m) => m.DjResourcesPage),
  '/success-stories': () =>
    import('../features/pages/components/SuccessStoriesPage').then((m) => m.SuccessStoriesPage),
  '/about': () => import('../features/pages/components/AboutRoute').then((m) => m.AboutRoute),
  '/privacy': () => import('../features/pages/components/PrivacyPage').then((m) => m.PrivacyPage),
  '/terms': () => import('../features/pages/components/TermsPage').then((m) => m.TermsPage),
};

/**
 * A server-rendered route's loader: on the server it reads the page's first data through
 * the request's PageServer; in the browser (no context) it has nothing to add.
 */
function serverLoader(path: string): LoaderFunction {
  return async ({ params, request, context }) => {
    if (!isPageServer(context)) return null;
    const load = await context.load(path, params, request);
    return data(seededLoaderData(load), { status: load.status });
  };
}

function toRouteObject(info: RouteInfo): RouteObject {
  return {
    // The route's path is its id, so the server's hydration data finds the same route here.
    id: info.path,
    path: info.path,
    handle: { title: info.title, description: info.description },
    loader: info.render === 'server' ? serverLoader(info.path) : undefined,
    lazy: async () => {
      const load = PAGE_LOADERS[info.path];
      if (!load) throw new Error(`No page for route ${info.path}`);
      const Page = await load();
      function GuardedPage() {
        const loaderData = useLoaderData();
        const seeds = useMemo(() => seedsOf(loaderData), [loaderData]);
        return (
          <PageSeedsProvider seeds={seeds}>
            <RouteGuard access={info.access}>
              <Page />
            </RouteGuard>
          </PageSeedsProvider>
        );
      }
      return { Component: GuardedPage };
    },
  };
}

export const routeObjects: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: RouteFallback,
    children: [
      ...ROUTES.filter((r) => !r.live).map(toRouteObject),
      {
        // reactfire + full Firestore load with these routes only.
        id: 'live',
        lazy: async () => ({ Component: (await import('./live/LiveDataLayout')).LiveDataLayout }),
        children: ROUTES.filter((r) => r.live).map(toRouteObject),
      },
      {
        id: 'not-found',
        path: '*',
        handle: { title: NOT_FOUND_TITLE, description: NOT_FOUND_DESCRIPTION },
        lazy: async () => ({
          Component: (await import('../features/pages/components/NotFoundPage')).NotFoundPage,
        }),
      },
    ],
  },
];

export function createAppRouter(options?: Parameters<typeof createBrowserRouter>[1]) {
  const router = createBrowserRouter(routeObjects, options);
  // The worker keeps the pages a first visit saw once it takes control (pwa/pages-seen).
  notePageSeen(window.location.href);
  router.subscribe(({ location }) => notePageSeen(location.pathname + location.search));
  window.addEventListener('pagehide', () => {
    if (!navigator.serviceWorker?.controller) noteImagesShown();
  });
  return router;
}
