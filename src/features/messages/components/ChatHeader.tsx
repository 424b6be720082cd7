import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { bookingPath } from '../../../domain/booking-links';
import { otherRoleLabel } from '../../../domain/chat';
import { chatContext, type Conversation } from '../model/chat-view';
import { PartyAvatar } from './ConversationList';

interface Props {
  conversation: Conversation;
  unread: number;
}

/**
 * The chat's header: who the other person is and which booking this is. The name has the
 * whole width and wraps rather than being cut ("Marcus R…" at 390 px behind three disabled call
 * buttons, issue 38 item 9); the badges wrap under it when they do not fit beside it. The
 * booking's line leads to the booking's page (decision 0046): what was agreed, the money and
 * what happens next are a tap away from the conversation about them.
 */
export function ChatHeader({ conversation, unread }: Props) {
  const context = chatContext(conversation);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <PartyAvatar conversation={conversation} size={40} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
          <Typography
            component="h2"
            variant="h6"
            sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}
            data-testid="chat-party-name"
          >
            {conversation.otherName}
          </Typography>
          <Chip size="small" label={otherRoleLabel(conversation.role)} variant="outlined" />
          {unread > 0 && (
            <Chip
              size="small"
              color="secondary"
              label={`${unread} unread`}
              data-testid="chat-unread"
            />
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
          {context && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {context}
            </Typography>
          )}
          <Button
            component={RouterLink}
            to={bookingPath(conversation.bookingId)}
            size="small"
            sx={{ px: 0.5 }}
          >
            Booking details
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
