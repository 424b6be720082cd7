import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { NavLink as RouterNavLink } from 'react-router-dom';
import { NAV_LINKS } from './nav-links';
import { SessionControls } from './SessionControls';

/** The small-screen menu; loaded the first time someone opens it. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id: 'mobile-menu', sx: { width: 280, maxWidth: '85vw', p: 2 } } }}
    >
      <nav aria-label="Mobile">
        <List>
          <ListItemButton component={RouterNavLink} to="/" onClick={onClose}>
            <ListItemText primary="Home" />
          </ListItemButton>
          {NAV_LINKS.map((link) => (
            <ListItemButton key={link.to} component={RouterNavLink} to={link.to} onClick={onClose}>
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
        </List>
        <Divider sx={{ my: 2 }} />
        <Box onClick={onClose}>
          <SessionControls direction="column" />
        </Box>
      </nav>
    </Drawer>
  );
}

export default MobileMenu;
