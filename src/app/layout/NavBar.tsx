import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { NavLink as RouterNavLink } from 'react-router-dom';
import { BrandLogo } from './BrandLogo';
import { NAV_LINKS } from './nav-links';
import { OfflineIndicator } from './OfflineIndicator';
import { SessionControls } from './SessionControls';

const MobileMenu = lazy(() => import('./MobileMenu'));

function MenuIcon() {
  return (
    <SvgIcon>
      <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
    </SvgIcon>
  );
}

export function NavBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first open on, so the drawer can animate closed.
  const [menuLoaded, setMenuLoaded] = useState(false);
  const close = () => setMenuOpen(false);

  return (
    <AppBar position="sticky" color="primary" enableColorOnDark elevation={0}>
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 2 }}>
        <BrandLogo />
        <Box sx={{ flexGrow: 1, display: { xs: 'block', md: 'none' } }} />
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 2, flexGrow: 1 }}>
          {NAV_LINKS.map((link) => (
            <Button
              key={link.to}
              component={RouterNavLink}
              to={link.to}
              color="inherit"
              sx={{ '&.active': { textDecoration: 'underline', textUnderlineOffset: 6 } }}
            >
              {link.label}
            </Button>
          ))}
        </Box>
        <OfflineIndicator />
        <Box sx={{ display: { xs: 'none', md: 'flex' } }}>
          <SessionControls />
        </Box>
        <IconButton
          color="inherit"
          edge="end"
          aria-label="Open menu"
          aria-controls="mobile-menu"
          aria-expanded={menuOpen}
          onClick={() => {
            setMenuLoaded(true);
            setMenuOpen(true);
          }}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={close} />
        </Suspense>
      )}
    </AppBar>
  );
}
