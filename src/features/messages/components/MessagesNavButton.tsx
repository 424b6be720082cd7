import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAnnounce } from '../../../components/live-region/announce-context';
import { useLiveChanges } from '../../../components/live-region/use-live-changes';
import { unreadMessagesAnnouncement } from '../../../domain/announcements';
import { useUnreadMessages } from '../api/use-unread-messages';

/** The live region's subject for the count (announcer.ts). */
const UNREAD_SUBJECT = 'unread-messages';

/** What the badge shows: the count, capped as MUI's `max` caps it. */
const MAX_SHOWN = 99;

/**
 * The navigation's chat icon with the total unread count, live on every page.
 *
 * The badge is only rendered while there is something unread. A hidden MUI badge keeps its
 * last number in the page (scaled to nothing), and that text, missing from the link's name
 * "Messages", failed axe's label-content-name-mismatch (issue 24). The name always holds
 * the number the badge shows.
 */
export default function MessagesNavButton({ uid }: { uid: string }) {
  const { total, byBooking, settled } = useUnreadMessages(uid);
  useAnnounceUnread(total, byBooking, settled);
  const shown = total > MAX_SHOWN ? `${MAX_SHOWN}+` : String(total);
  const icon = (
    <SvgIcon>
      <path d="M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2zM6 9h12v2H6zm8 5H6v-2h8zm4-6H6V6h12z" />
    </SvgIcon>
  );
  return (
    <IconButton
      component={RouterLink}
      to="/messages"
      color="inherit"
      aria-label={total > 0 ? `Messages, ${shown} unread` : 'Messages'}
      data-testid="messages-nav"
    >
      {total > 0 ? (
        <Badge
          badgeContent={total}
          color="secondary"
          max={MAX_SHOWN}
          data-testid="messages-nav-badge"
        >
          {icon}
        </Badge>
      ) : (
        icon
      )}
    </IconButton>
  );
}

/**
 * Says the new count ('3 unread messages') when a conversation gains unread messages after
 * the count first loaded. Not for the conversation open on /messages: its new message is
 * announced by the chat itself. A count going down (the person reading) is not said. The
 * phone menu renders a second button: the shared subject says it once.
 */
function useAnnounceUnread(
  total: number,
  byBooking: ReadonlyMap<string, number>,
  settled: boolean,
) {
  const announce = useAnnounce();
  const { pathname, search } = useLocation();
  const open = pathname === '/messages' ? new URLSearchParams(search).get('booking') : null;
  const counts = useMemo(() => (settled ? [...byBooking] : null), [settled, byBooking]);
  useLiveChanges(
    counts,
    ([bookingId]) => bookingId,
    ([, count]) => count,
    (changes) => {
      const news = changes.some(
        ({ item: [bookingId, count], before }) => bookingId !== open && count > (before ?? 0),
      );
      if (news) announce(unreadMessagesAnnouncement(total), UNREAD_SUBJECT);
    },
  );
  // After the effect above (effects run in order): every settled count, said or not, is the
  // subject's latest, so going back up to a count said before is news again.
  useEffect(() => {
    if (settled) announce(unreadMessagesAnnouncement(total), UNREAD_SUBJECT, { silent: true });
  }, [announce, settled, total]);
}
