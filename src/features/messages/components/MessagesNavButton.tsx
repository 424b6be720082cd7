import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import { Link as RouterLink } from 'react-router-dom';
import { useUnreadMessages } from '../api/use-unread-messages';

/** The navigation's chat icon with the total unread count, live on every page. */
export default function MessagesNavButton({ uid }: { uid: string }) {
  const { total } = useUnreadMessages(uid);
  return (
    <IconButton
      component={RouterLink}
      to="/messages"
      color="inherit"
      aria-label={total > 0 ? `Messages, ${total} unread` : 'Messages'}
      data-testid="messages-nav"
    >
      <Badge badgeContent={total} color="secondary" max={99} data-testid="messages-nav-badge">
        <SvgIcon>
          <path d="M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2zM6 9h12v2H6zm8 5H6v-2h8zm4-6H6V6h12z" />
        </SvgIcon>
      </Badge>
    </IconButton>
  );
}
