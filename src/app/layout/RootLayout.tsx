import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom';
import LinearProgress from '@mui/material/LinearProgress';
import { ErrorBoundary } from '../../components/layout/ErrorBoundary';
import { documentTitle, type RouteInfo } from '../route-table';
import { Footer } from './Footer';
import { NavBar } from './NavBar';

function isRouteHandle(handle: unknown): handle is Pick<RouteInfo, 'title'> {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** Sets the document title from the deepest matched route's handle. */
function useDocumentTitle() {
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => isRouteHandle(m.handle))?.handle;
  const title = isRouteHandle(handle) ? String(handle.title) : 'Spinbook';
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

export function RootLayout() {
  useDocumentTitle();
  const navigation = useNavigation();
  const location = useLocation();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <NavBar />
      {navigation.state === 'loading' && (
        <LinearProgress
          color="secondary"
          aria-label="Loading page"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }}
        />
      )}
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <ErrorBoundary key={location.pathname}>
          <Outlet />
        </ErrorBoundary>
      </Box>
      <Footer />
    </Box>
  );
}
