import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import SvgIcon from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CHAT_PAGE_SIZE, messageNotificationId, otherRoleLabel } from '../../../domain/chat';
import {
  MESSAGE_EMPTY_STATE,
  MESSAGE_SAFETY_HINT,
  validateMessage,
} from '../../../domain/message-validation';
import { useToast } from '../../../components/toast/toast-context';
import { useAnnounce } from '../../../components/live-region/announce-context';
import { useLiveChanges } from '../../../components/live-region/use-live-changes';
import { newMessageAnnouncement } from '../../../domain/announcements';
import { markMessageNotificationRead, markMessagesRead } from '../api/mark-read';
import { outboxFor } from '../api/outbox-instance';
import { useChatMessages } from '../api/use-chat-messages';
import { useMessageNotificationUnread } from '../api/use-conversations';
import { useNow } from '../api/use-now';
import { useOutbox } from '../api/use-outbox';
import { mergeChat, unreadFor, type ChatMessage, type Conversation } from '../model/chat-view';
import { sendFailure } from '../model/send-failure';
import { PartyAvatar } from './ConversationList';
import { MessageBubble } from './MessageBubble';
import { MessageComposer } from './MessageComposer';

const CALL_ICONS: readonly { label: string; path: string }[] = [
  {
    label: 'Voice call',
    path: 'M6.62 10.79a15.05 15.05 0 0 0 6.59 6.59l2.2-2.2a1 1 0 0 1 1.02-.24c1.12.37 2.33.57 3.57.57a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1.02z',
  },
  {
    label: 'Video call',
    path: 'M17 10.5V7a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-3.5l4 4v-11z',
  },
  {
    label: 'More options',
    path: 'M12 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm0 6a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  },
];

/** Within this many pixels of the bottom counts as "reading the newest messages". */
const NEAR_BOTTOM_PX = 80;

interface Props {
  uid: string;
  conversation: Conversation;
  unread: number;
  /** False for a cancelled booking: its history stays readable, nothing can be sent. */
  canSend: boolean;
}

/** The chat of one booking: live messages, read receipts, local echoes, the composer. */
export function ChatPanel({ uid, conversation, unread, canSend }: Props) {
  const { bookingId } = conversation;
  const toast = useToast();
  const now = useNow();
  const [max, setMax] = useState(CHAT_PAGE_SIZE);
  const chat = useChatMessages(bookingId, max);
  const outboxEntries = useOutbox(uid);
  const notificationUnread = useMessageNotificationUnread(uid, messageNotificationId(bookingId));
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [newBelow, setNewBelow] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const marking = useRef(new Set<string>());
  const markingNotification = useRef(false);

  const server = useMemo(() => chat.data ?? [], [chat.data]);
  const messages: ChatMessage[] = useMemo(
    () => mergeChat(server, outboxEntries, bookingId, uid),
    [server, outboxEntries, bookingId, uid],
  );

  // A message from the other person that arrives while the conversation is open is said
  // once (its id is the subject). Not the history the chat opened with (nor a cache-only
  // first answer), not an earlier page, not the person's own sends.
  const announce = useAnnounce();
  const other = conversation.otherName;
  const settled = chat.status === 'ready' && !chat.fromCache ? chat.data : null;
  useLiveChanges(
    settled,
    (m) => m.id,
    (m) => m.createdAt?.getTime() ?? 0,
    (changes, seen) => {
      const newest = Math.max(0, ...seen.values());
      for (const { item, before } of changes) {
        const at = item.createdAt?.getTime() ?? 0;
        if (before !== undefined || item.senderUid === uid || at < newest) continue;
        announce(newMessageAnnouncement(other, item.content), `message:${item.id}`);
      }
    },
  );

  // The listener has them: drop their local echoes.
  useEffect(() => {
    outboxFor(uid).confirm(new Set(server.map((m) => m.id)));
  }, [server, uid]);

  // Read receipts while the conversation is on screen (and the tab visible).
  const markRead = useCallback(() => {
    if (document.visibilityState !== 'visible') return;
    const ids = unreadFor(server, uid).filter((id) => !marking.current.has(id));
    if (ids.length > 0) {
      ids.forEach((id) => marking.current.add(id));
      markMessagesRead(bookingId, ids).catch((e: unknown) => {
        ids.forEach((id) => marking.current.delete(id));
        console.warn('Could not mark messages read', e);
      });
    }
    if (notificationUnread && !markingNotification.current) {
      markingNotification.current = true;
      markMessageNotificationRead(uid, bookingId)
        .catch((e: unknown) => console.warn('Could not mark the notification read', e))
        .finally(() => {
          markingNotification.current = false;
        });
    }
  }, [server, uid, bookingId, notificationUnread]);
  useEffect(() => {
    markRead();
    document.addEventListener('visibilitychange', markRead);
    return () => document.removeEventListener('visibilitychange', markRead);
  }, [markRead]);

  // This conversation's messages the outbox marked failed (never those still queued).
  useEffect(
    () =>
      outboxFor(uid).onRefused((entry) => {
        if (entry.bookingId !== bookingId) return;
        const { notice, editAgain } = sendFailure(entry.refusal);
        toast({ ...notice, variant: 'destructive' });
        if (editAgain) {
          // Nothing to retry as is: give the text back to edit.
          outboxFor(uid).discard(entry.id);
          setText((current) => (current === '' ? entry.content : current));
          setError(notice.description);
        }
      }),
    [uid, bookingId, toast],
  );

  // Follow the newest message unless the reader scrolled up. The count matters too: the
  // first snapshot may come from the cache with only the unread messages (the unread
  // listener cached them), and the older ones arrive above them a moment later.
  const lastId = messages.at(-1)?.id;
  const previousLastId = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || lastId === undefined) return;
    const appended = previousLastId.current !== lastId;
    previousLastId.current = lastId;
    if (stickToBottom.current) el.scrollTop = el.scrollHeight;
    else if (appended) setNewBelow(true);
  }, [lastId, messages.length]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    const near = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    stickToBottom.current = near;
    if (near) setNewBelow(false);
  };

  const scrollToNewest = () => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
    stickToBottom.current = true;
    setNewBelow(false);
  };

  const send = () => {
    const check = validateMessage(text);
    if (!check.ok) {
      toast({ ...check.notice, variant: 'destructive' });
      setError(check.notice.description);
      if (check.reason === 'off-platform') {
        // Admins see blocked attempts too; the report is best effort (maybe offline).
        void import('../../../lib/firebase/callables')
          .then(({ reportBlockedMessage }) => reportBlockedMessage({ bookingId, content: text }))
          .catch(() => undefined);
      }
      return;
    }
    outboxFor(uid).enqueue(bookingId, text);
    setText('');
    setError(null);
    stickToBottom.current = true;
  };

  return (
    <Paper
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', height: 600, maxHeight: '85dvh' }}
      aria-label={`Conversation with ${other}`}
      component="section"
    >
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
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography component="h2" variant="h6" noWrap>
              {other}
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
        </Box>
        {CALL_ICONS.map((icon) => (
          <Tooltip key={icon.label} title="Calls are coming soon">
            <span>
              <IconButton disabled aria-label={icon.label} size="small">
                <SvgIcon fontSize="small">
                  <path d={icon.path} />
                </SvgIcon>
              </IconButton>
            </span>
          </Tooltip>
        ))}
      </Box>
      <Alert severity="info" sx={{ borderRadius: 0, py: 0 }}>
        Secure messaging: your conversation stays on Spinbook and is checked for off-platform
        contact details.
      </Alert>
      <Box
        ref={scroller}
        onScroll={onScroll}
        // minHeight 0: a flex child may otherwise grow to its content and never scroll.
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', p: 2, position: 'relative' }}
        // Not a live region (nor role="log"): it would read the whole history as it loads and
        // the person's own sends. New messages from the other side are announced above.
        data-testid="chat-scroller"
      >
        {chat.status === 'loading' && <CircularProgress aria-label="Loading messages" />}
        {chat.status === 'error' && (
          <Alert severity="error">Messages could not be loaded. Please try again.</Alert>
        )}
        {chat.status === 'ready' && chat.hasMore && (
          <Box sx={{ textAlign: 'center', mb: 1 }}>
            <Button size="small" onClick={() => setMax((m) => m + CHAT_PAGE_SIZE)}>
              Load earlier messages
            </Button>
          </Box>
        )}
        {chat.status === 'ready' && messages.length === 0 && (
          <Box sx={{ textAlign: 'center', mt: 8, color: 'text.secondary' }}>
            <Typography>{MESSAGE_EMPTY_STATE}</Typography>
            <Typography variant="body2">{MESSAGE_SAFETY_HINT}</Typography>
          </Box>
        )}
        <Box component="ol" aria-label="Messages" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
          {messages.map((m) => (
            <MessageBubble
              key={m.id}
              message={m}
              own={m.senderUid === uid}
              now={now}
              onRetry={(id) => outboxFor(uid).retry(id)}
              onDiscard={(id) => outboxFor(uid).discard(id)}
            />
          ))}
        </Box>
      </Box>
      {newBelow && (
        <Box sx={{ position: 'relative' }}>
          <Chip
            label="New messages"
            color="secondary"
            onClick={scrollToNewest}
            sx={{ position: 'absolute', bottom: 8, left: '50%', transform: 'translateX(-50%)' }}
          />
        </Box>
      )}
      {canSend ? (
        <MessageComposer
          value={text}
          error={error}
          disabled={false}
          onChange={(v) => {
            setText(v);
            setError(null);
          }}
          onSend={send}
        />
      ) : (
        <Alert severity="info" sx={{ borderRadius: 0 }}>
          This booking was cancelled, so its conversation is closed.
        </Alert>
      )}
    </Paper>
  );
}
