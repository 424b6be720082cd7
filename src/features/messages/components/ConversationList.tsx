import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { BOOKING_STATUS_DISPLAY } from '../../../domain/booking-states';
import { otherRoleLabel } from '../../../domain/chat';
import { formatIsoDate } from '../../../domain/format';
import { useDjPhoto } from '../api/use-conversations';
import { eventTypeLabel, type Conversation } from '../model/chat-view';

/** The other party's photo (a DJ's public profile photo) or initial. */
export function PartyAvatar({
  conversation,
  size = 44,
}: {
  conversation: Conversation;
  size?: number;
}) {
  const photo = useDjPhoto(conversation.otherDjId);
  return (
    <Avatar
      src={photo ?? undefined}
      alt=""
      sx={{ width: size, height: size, bgcolor: 'secondary.main' }}
      slotProps={{ img: { width: size, height: size, loading: 'lazy' } }}
    >
      {conversation.otherName.charAt(0).toUpperCase()}
    </Avatar>
  );
}

interface Props {
  items: readonly Conversation[];
  selectedId: string | null;
  unreadByBooking: ReadonlyMap<string, number>;
  uid: string;
  onSelect: (bookingId: string) => void;
}

/** Left column of /messages: one row per confirmed or completed booking. */
export function ConversationList({ items, selectedId, unreadByBooking, uid, onSelect }: Props) {
  return (
    <List aria-label="Conversations" disablePadding>
      {items.map((c) => {
        const unread = unreadByBooking.get(c.bookingId) ?? 0;
        const status = BOOKING_STATUS_DISPLAY[c.status];
        const preview = c.lastMessage
          ? `${c.lastMessage.senderUid === uid ? 'You: ' : ''}${c.lastMessage.preview}`
          : 'No messages yet';
        // Each row is a list item holding its button: a <ul>'s children must be <li> (axe
        // 'list', issue 24), and the list's size is then read out.
        return (
          <ListItem key={c.bookingId} disablePadding>
            <ListItemButton
              selected={c.bookingId === selectedId}
              onClick={() => onSelect(c.bookingId)}
              aria-current={c.bookingId === selectedId ? 'true' : undefined}
              data-testid={`conversation-${c.bookingId}`}
              sx={{
                alignItems: 'flex-start',
                gap: 1.5,
                py: 1.5,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Badge
                badgeContent={unread}
                color="secondary"
                max={99}
                overlap="circular"
                aria-label={unread > 0 ? `${unread} unread` : undefined}
              >
                <PartyAvatar conversation={c} />
              </Badge>
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography component="span" sx={{ fontWeight: unread > 0 ? 700 : 600 }} noWrap>
                    {c.otherName}
                  </Typography>
                  <Chip size="small" label={status.label} color={status.color} />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {formatIsoDate(c.eventDate)} · {otherRoleLabel(c.role)}
                </Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {[c.venue, eventTypeLabel(c.eventType)].filter(Boolean).join(' · ')}
                </Typography>
                <Typography
                  variant="body2"
                  noWrap
                  sx={{ mt: 0.5, fontWeight: unread > 0 ? 600 : 400 }}
                  color={unread > 0 ? 'text.primary' : 'text.secondary'}
                >
                  {preview}
                </Typography>
              </Box>
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
