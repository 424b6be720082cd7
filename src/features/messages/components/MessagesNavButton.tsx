import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import { Link as RouterLink } from 'react-router-dom';
import { useUnreadMessages } from '../api/use-unread-messages';

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
  const { total } = useUnreadMessages(uid);
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
