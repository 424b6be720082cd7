import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import SvgIcon from '@mui/material/SvgIcon';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useUnreadMessages } from '../../features/messages/api/use-unread-messages';
import { unreadCount } from '../../features/notifications/model/notification';
import { useNotifications } from '../../features/notifications/api/use-notifications';
import { BOTTOM_NAV_HEIGHT } from '../../components/layout/bottom-nav-space';
import { bottomNavItems, type BottomNavKey } from './nav-links';

// Material Design icon paths (Apache 2.0), drawn inline like the rest of the app's icons.
const ICON_PATHS: Record<BottomNavKey, string> = {
  bookings:
    'M19 4h-1V2h-2v2H8V2H6v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 16H5V10h14v10zm0-12H5V6h14v2zm-7 5h5v5h-5z',
  admin:
    'M12 1 3 5v6c0 5.55 3.84 10.74 9 12 5.16-1.26 9-6.45 9-12V5l-9-4zm0 10.99h7c-.53 4.12-3.28 7.79-7 8.94V12H5V6.3l7-3.11v8.8z',
  messages:
    'M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2zm0 14H5.17L4 17.17V4h16v12z',
  notifications:
    'M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6V11c0-3.07-1.64-5.64-4.5-6.32V4a1.5 1.5 0 0 0-3 0v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2z',
  account:
    'M12 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4zm0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4z',
};

const BADGE_MAX = 99;

/**
 * A signed-in person's bottom navigation on a phone (issue 38, item 1; the NavBar keeps the
 * bell and Messages for wider screens). Loaded after sign-in only, like the bell: its unread
 * counts bring the live Firestore SDK. The counts are the same listeners as the bell's and
 * the Messages button's (the SDK shares one watch per query).
 */
export function BottomNav({ uid, role }: { uid: string; role: string | null | undefined }) {
  const { pathname } = useLocation();
  const messages = useUnreadMessages(uid);
  const notifications = useNotifications(uid);
  const unread: Partial<Record<BottomNavKey, number>> = {
    messages: messages.total,
    notifications: notifications.status === 'ready' ? unreadCount(notifications.data) : 0,
  };
  const items = bottomNavItems(role);
  const current = items.find((i) => pathname === i.to || pathname.startsWith(`${i.to}/`));

  return (
    <Paper
      component="nav"
      aria-label="App"
      elevation={8}
      data-testid="bottom-nav"
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 'appBar',
        display: { xs: 'block', md: 'none' },
        // Above the home indicator of a phone without a home button, when installed.
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <BottomNavigation showLabels value={current?.key ?? false} sx={{ height: BOTTOM_NAV_HEIGHT }}>
        {items.map((item) => {
          const count = unread[item.key] ?? 0;
          const shown = count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
          return (
            <BottomNavigationAction
              key={item.key}
              value={item.key}
              label={item.label}
              component={RouterLink}
              to={item.to}
              aria-current={current?.key === item.key ? 'page' : undefined}
              // The name carries the count (the badge itself is hidden from it).
              aria-label={count > 0 ? `${item.label}, ${shown} unread` : item.label}
              data-testid={`bottom-nav-${item.key}`}
              icon={
                <Badge
                  // The count is drawn from an attribute, not written as text: the link's
                  // name says it ("Messages, 2 unread"), and visible text that the name does
                  // not contain in order ("2 Messages") fails axe's label-content-name-mismatch.
                  badgeContent={
                    count > 0 ? (
                      <Box
                        component="span"
                        aria-hidden
                        data-count={shown}
                        sx={{ '&::after': { content: 'attr(data-count)' } }}
                      />
                    ) : undefined
                  }
                  color="secondary"
                >
                  <SvgIcon>
                    <path d={ICON_PATHS[item.key]} />
                  </SvgIcon>
                </Badge>
              }
              sx={{ minWidth: 0, px: 0.5 }}
            />
          );
        })}
      </BottomNavigation>
    </Paper>
  );
}

export default BottomNav;
