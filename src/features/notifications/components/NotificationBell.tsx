import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import SvgIcon from '@mui/material/SvgIcon';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAnnounce } from '../../../components/live-region/announce-context';
import { useLiveChanges } from '../../../components/live-region/use-live-changes';
import { unreadNotificationsAnnouncement } from '../../../domain/announcements';
import { echoesOwnAction } from '../../../domain/booking-notifications';
import { isMessageNotificationId } from '../../../domain/chat';
import { unreadCount, type AppNotification } from '../model/notification';
import { markNotificationRead, useNotifications } from '../api/use-notifications';

function BellIcon() {
  return (
    <SvgIcon>
      <path d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6V11c0-3.07-1.64-5.64-4.5-6.32V4a1.5 1.5 0 0 0-3 0v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2z" />
    </SvgIcon>
  );
}

const BADGE_MAX = 99;

/** The navigation's bell: unread count live, the newest notifications in a menu. */
export function NotificationBell({ uid }: { uid: string }) {
  const state = useNotifications(uid);
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const items = state.status === 'ready' ? state.data : [];
  const unread = unreadCount(items);
  useAnnounceUnread(state.status === 'ready' && !state.fromCache ? state.data : null, unread);

  const open = (item: AppNotification) => {
    setAnchor(null);
    if (!item.read) {
      markNotificationRead(uid, item.id).catch((error: unknown) =>
        console.warn('Could not mark the notification read', error),
      );
    }
    navigate(item.link);
  };

  // The name says what the badge shows (axe label-content-name-mismatch: a badge of '9+' in a
  // name of '11 unread' did not match): the count up to 99, then '99+'.
  const shownCount = unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={unread > 0 ? `Notifications, ${shownCount} unread` : 'Notifications'}
        aria-haspopup="menu"
        aria-controls={anchor ? 'notifications-menu' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {/* No count rather than 0: MUI keeps a hidden badge's last content in the DOM, and a
            scaled-out "0" was visible text missing from the name (axe
            label-content-name-mismatch, issue 24). */}
        <Badge badgeContent={unread > 0 ? unread : undefined} color="secondary" max={BADGE_MAX}>
          <BellIcon />
        </Badge>
      </IconButton>
      <Menu
        id="notifications-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': 'Notifications' }, paper: { sx: { maxWidth: 360 } } }}
      >
        {state.status === 'error' && (
          <MenuItem disabled>Notifications could not be loaded.</MenuItem>
        )}
        {state.status !== 'error' && items.length === 0 && (
          <MenuItem disabled>No notifications yet.</MenuItem>
        )}
        {items.map((item) => (
          <MenuItem key={item.id} onClick={() => open(item)} sx={{ whiteSpace: 'normal' }}>
            <ListItemText
              primary={item.title}
              secondary={item.body}
              slotProps={{ primary: { sx: { fontWeight: item.read ? 400 : 700 } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export default NotificationBell;

const UNREAD_SUBJECT = 'unread-notifications';

/**
 * Says the bell's new count ('2 unread notifications') when an unread notification arrives
 * after the list first loaded. Not a conversation's "new message" notification (the Messages
 * badge or the open chat says it), nor one that echoes the viewer's own accept or decline
 * (their toast said it). Reading, which lowers the count, is not said.
 */
function useAnnounceUnread(settled: readonly AppNotification[] | null, unread: number) {
  const announce = useAnnounce();
  useLiveChanges(
    settled,
    (item) => item.id,
    (item) => item.read,
    (changes) => {
      const news = changes.some(
        ({ item }) =>
          !item.read && !isMessageNotificationId(item.id) && !echoesOwnAction(item.id, item.type),
      );
      if (news) announce(unreadNotificationsAnnouncement(unread), UNREAD_SUBJECT);
    },
  );
  // After the effect above: every settled count is the subject's latest, said or not, so a
  // later rise back to it is news again.
  const isSettled = settled !== null;
  useEffect(() => {
    if (isSettled) {
      announce(unreadNotificationsAnnouncement(unread), UNREAD_SUBJECT, { silent: true });
    }
  }, [announce, isSettled, unread]);
}
