import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom';
import LinearProgress from '@mui/material/LinearProgress';
import { ErrorBoundary } from '../../components/layout/ErrorBoundary';
import { HydrationSlice } from '../../components/layout/HydrationSlice';
import { currentPageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session/session-context';
import { documentTitle, ROUTES, type RouteInfo } from '../route-table';
import { MAIN_ID, NavigationLanding } from '../navigation/NavigationLanding';
import { Footer } from './Footer';
import { NavBar } from './NavBar';

// Signed-in people only; it brings the live Firestore SDK (see BottomNav and AppPresence).
const SignedInChrome = lazy(() => import('./SignedInChrome'));
/**
 * components/layout/bottom-nav-space.ts's BOTTOM_NAV_SPACE, kept free below the page; written
 * out, not imported: every public page's first load carries this module (/ is at its budget).
 */
const BOTTOM_NAV_SPACE = 'calc(56px + env(safe-area-inset-bottom))';

type RouteHandle = Pick<RouteInfo, 'title'> & Partial<Pick<RouteInfo, 'description'>>;

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** The description index.html ships, for routes without their own. */
const DEFAULT_DESCRIPTION = ROUTES[0]?.description ?? '';

/**
 * Sets the document title and meta description from the deepest matched
 * route's handle, so each page is titled and described for tabs, history,
 * bookmarks and search engines that run scripts.
 */
function useDocumentMeta() {
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => isRouteHandle(m.handle))?.handle;
  const title = isRouteHandle(handle) ? String(handle.title) : 'Spinbook';
  const description =
    isRouteHandle(handle) && handle.description ? handle.description : DEFAULT_DESCRIPTION;
  useEffect(() => {
    document.title = currentPageTitle() ?? documentTitle(title);
  }, [title]);
  useEffect(() => {
    setMetaDescription(description);
  }, [description]);
}

function setMetaDescription(content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

export function RootLayout() {
  useDocumentMeta();
  const navigation = useNavigation();
  const location = useLocation();
  const session = useSession();
  const signedIn = session.status === 'signed-in' ? session.user : null;

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        // The bottom navigation covers the end of the page otherwise (the footer's last links).
        pb: signedIn ? { xs: BOTTOM_NAV_SPACE, md: 0 } : 0,
      }}
    >
      <NavigationLanding />
      <a href={`#${MAIN_ID}`} className="skip-link">
        Skip to content
      </a>
      <HydrationSlice>
        <NavBar />
      </HydrationSlice>
      {navigation.state === 'loading' && (
        <LinearProgress
          color="secondary"
          aria-label="Loading page"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }}
        />
      )}
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          outline: 'none',
          // At least a screen tall: the footer starts below the fold, so a lazy route's
          // content arriving never pushes a visible footer down (a layout shift).
          minHeight: '100vh',
          // A page's h1 takes focus after a navigation (NavigationLanding). The browser shows
          // that focus only when the link was followed from the keyboard (:focus-visible), and
          // then in the app's focus style; after a click or tap the heading looks as before.
          '& h1:focus': { outline: 'none' },
          '& h1:focus-visible': { outline: '3px solid', outlineOffset: 2 },
        }}
      >
        <ErrorBoundary key={location.pathname}>
          <HydrationSlice>
            <Outlet />
          </HydrationSlice>
        </ErrorBoundary>
      </Box>
      <HydrationSlice>
        <Footer />
      </HydrationSlice>
      {signedIn && (
        <Suspense fallback={null}>
          <SignedInChrome uid={signedIn.uid} role={signedIn.role} />
        </Suspense>
      )}
    </Box>
  );
}
