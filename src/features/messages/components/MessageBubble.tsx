import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatRelativeTime } from '../../../domain/chat';
import type { ChatMessage } from '../model/chat-view';

interface Props {
  message: ChatMessage;
  own: boolean;
  now: Date;
  onRetry: (id: string) => void;
  onDiscard: (id: string) => void;
}

/** One message: own ones on the right, with Sending…, Not sent (Retry) or Read under them. */
export function MessageBubble({ message, own, now, onRetry, onDiscard }: Props) {
  const time = message.createdAt ? formatRelativeTime(message.createdAt, now) : 'just now';
  let status: string | null = null;
  if (own && message.delivery === 'pending') status = 'Sending…';
  else if (own && message.delivery === 'failed') status = 'Not sent';
  else if (own && message.readAt) status = 'Read';
  return (
    <Box
      component="li"
      data-testid="chat-message"
      data-own={own ? 'true' : 'false'}
      data-delivery={message.delivery}
      sx={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start', listStyle: 'none' }}
    >
      <Box sx={{ maxWidth: '80%' }}>
        <Box
          sx={{
            px: 1.5,
            py: 1,
            borderRadius: 2,
            // The other person's bubble: a tint of the scheme's own text colour (grey.100
            // was near-white behind the dark scheme's white text, issue 24).
            bgcolor: own ? 'primary.main' : 'action.selected',
            color: own ? 'primary.contrastText' : 'text.primary',
            // No fading while it is sent: white on a faded purple failed contrast (4.25:1, the
            // phone journey's axe check); "Sending…" under it says so.
            border: message.delivery === 'failed' ? 2 : 0,
            borderColor: 'error.main',
          }}
        >
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.content}
          </Typography>
        </Box>
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ textAlign: own ? 'right' : 'left', mt: 0.25 }}
        >
          <time dateTime={message.createdAt?.toISOString()}>{time}</time>
          {status && (
            <Box
              component="span"
              data-testid="message-status"
              sx={{ ml: 1, color: message.delivery === 'failed' ? 'error.main' : undefined }}
            >
              {status}
            </Box>
          )}
        </Typography>
        {own && message.delivery === 'failed' && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            <Button size="small" onClick={() => onRetry(message.id)}>
              Retry
            </Button>
            <Button size="small" color="inherit" onClick={() => onDiscard(message.id)}>
              Delete
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  );
}
