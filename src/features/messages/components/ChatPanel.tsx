import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CHAT_PAGE_SIZE, messageNotificationId } from '../../../domain/chat';
import {
  MESSAGE_EMPTY_STATE,
  MESSAGE_SAFETY_HINT,
  validateMessage,
} from '../../../domain/message-validation';
import { BOTTOM_NAV_SPACE } from '../../../components/layout/bottom-nav-space';
import { useTopInPage } from '../../../components/layout/use-top-in-page';
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
import { ChatHeader } from './ChatHeader';
import { MessageBubble } from './MessageBubble';
import { MessageComposer } from './MessageComposer';

/** Within this many pixels of the bottom counts as "reading the newest messages". */
const NEAR_BOTTOM_PX = 80;

/** The chat's height where the bottom navigation is not shown (md and up). */
const WIDE_HEIGHT_PX = 600;
/** Shorter than this and the messages would have no room: the page scrolls instead. */
const PHONE_MIN_HEIGHT_PX = 320;

/**
 * On a phone the chat ends above the bottom navigation, so the composer is on screen without
 * scrolling (issue 38): as tall as the screen leaves below the chat's top, less the bar and
 * the phone's inset, and a little air. `top` is where the chat starts in the page.
 */
function phoneHeight(top: number | null): string | number {
  if (top === null) return WIDE_HEIGHT_PX;
  return `max(${PHONE_MIN_HEIGHT_PX}px, calc(100dvh - ${top}px - ${BOTTOM_NAV_SPACE} - 8px))`;
}

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
  const panel = useRef<HTMLElement>(null);
  const top = useTopInPage(panel);
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
      ref={panel}
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: { xs: phoneHeight(top), md: WIDE_HEIGHT_PX },
        maxHeight: { md: '85dvh' },
      }}
      aria-label={`Conversation with ${other}`}
      component="section"
    >
      <ChatHeader conversation={conversation} unread={unread} />
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
