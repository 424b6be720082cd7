import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import SvgIcon from '@mui/material/SvgIcon';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAnnounce } from '../../../components/live-region/announce-context';
import { useLiveChanges } from '../../../components/live-region/use-live-changes';
import { unreadNotificationsAnnouncement } from '../../../domain/announcements';
import { isMessageNotificationId } from '../../../domain/chat';
import { isNew, unreadCount, unreadIds, type AppNotification } from '../model/notification';
import {
  markNotificationRead,
  markNotificationsRead,
  useNotifications,
} from '../api/use-notifications';
import { NotificationMenuItem } from './NotificationMenuItem';

function BellIcon() {
  return (
    <SvgIcon>
      <path d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6V11c0-3.07-1.64-5.64-4.5-6.32V4a1.5 1.5 0 0 0-3 0v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2z" />
    </SvgIcon>
  );
}

const BADGE_MAX = 99;

/** One opening of the list: where it hangs, when it opened, what was unread then. */
interface Opening {
  anchor: HTMLElement;
  at: Date;
  fresh: ReadonlySet<string>;
}

/**
 * The navigation's bell: unread count live, the newest notifications in a menu. Opening the
 * menu marks what it shows read, so the count clears; those stay marked New while it is open
 * (decision 0042).
 */
export function NotificationBell({ uid }: { uid: string }) {
  const state = useNotifications(uid);
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  // Kept after closing, so the list does not change while it fades out.
  const [opening, setOpening] = useState<Opening | null>(null);
  const items = state.status === 'ready' ? state.data : [];
  const unread = unreadCount(items);
  useAnnounceUnread(state.status === 'ready' && !state.fromCache ? state.data : null, unread);

  const openList = (anchor: HTMLElement) => {
    const fresh = unreadIds(items);
    setOpening({ anchor, at: new Date(), fresh: new Set(fresh) });
    setOpen(true);
    if (fresh.length === 0) return;
    markNotificationsRead(uid, fresh).catch((error: unknown) =>
      console.warn('Could not mark the notifications read', error),
    );
  };

  const open = (item: AppNotification) => {
    setOpen(false);
    // Arrived while the list was open: not marked by opening it.
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
        aria-controls={isOpen ? 'notifications-menu' : undefined}
        onClick={(e) => openList(e.currentTarget)}
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
        anchorEl={opening?.anchor ?? null}
        open={isOpen}
        onClose={() => setOpen(false)}
        slotProps={{ list: { 'aria-label': 'Notifications' }, paper: { sx: { maxWidth: 360 } } }}
      >
        {state.status === 'error' && (
          <MenuItem disabled>Notifications could not be loaded.</MenuItem>
        )}
        {state.status !== 'error' && items.length === 0 && (
          <MenuItem disabled>No notifications yet.</MenuItem>
        )}
        {opening &&
          items.map((item) => (
            <NotificationMenuItem
              key={item.id}
              item={item}
              fresh={isNew(item, opening.fresh)}
              now={opening.at}
              onOpen={open}
            />
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
 * badge or the open chat says it). The viewer's own accept or decline sends them none (the
 * server leaves the actor out, decision 0042). Reading, which lowers the count, is not said.
 */
function useAnnounceUnread(settled: readonly AppNotification[] | null, unread: number) {
  const announce = useAnnounce();
  useLiveChanges(
    settled,
    (item) => item.id,
    (item) => item.read,
    (changes) => {
      const news = changes.some(({ item }) => !item.read && !isMessageNotificationId(item.id));
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
