import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { canMessage } from '../../../domain/booking-states';
import {
  CHAT_NOT_OPEN,
  NO_CONVERSATIONS,
  NOT_A_PARTY,
  SELECT_CONVERSATION,
} from '../../../domain/chat';
import { isValidDocId } from '../../../domain/ids';
import { PageShell } from '../../../components/layout/PageShell';
import { useSession } from '../../../lib/session/session-context';
import { useChatBooking, useConversations } from '../api/use-conversations';
import { screenDataOf, useScreenSnapshot } from '../../../lib/screen-snapshot/screen-snapshot';
import { useUnreadMessages } from '../api/use-unread-messages';
import type { Conversation } from '../model/chat-view';
import { ChatPanel } from './ChatPanel';
import { ConversationList } from './ConversationList';
import { MessagesInfoCards } from './MessagesInfoCards';

function SelectedConversation({
  uid,
  bookingId,
  unread,
}: {
  uid: string;
  bookingId: string;
  unread: number;
}) {
  const booking = useChatBooking(uid, bookingId);
  if (booking.status === 'loading') {
    return <CircularProgress aria-label="Loading conversation" />;
  }
  if (booking.status === 'unavailable') {
    return (
      <Alert severity="warning" role="alert">
        This conversation isn&apos;t available. {NOT_A_PARTY}
      </Alert>
    );
  }
  const { conversation } = booking;
  if (conversation.status === 'cancelled') {
    return <ChatPanel uid={uid} conversation={conversation} unread={unread} canSend={false} />;
  }
  if (!canMessage(conversation.status)) {
    return (
      <Alert
        severity="info"
        role="alert"
        action={
          <Button component={RouterLink} to="/bookings" color="inherit" size="small">
            My Bookings
          </Button>
        }
      >
        {CHAT_NOT_OPEN}
      </Alert>
    );
  }
  return <ChatPanel uid={uid} conversation={conversation} unread={unread} canSend />;
}

/** A conversation's row in the list (ConversationList's test id). */
const CONVERSATION_ROW_SELECTOR = '[data-testid^="conversation-"]';

/** What the list shows, in short: a new snapshot is due when it changes. */
const conversationsSignature = (list: readonly Conversation[]): string =>
  list.map((c) => `${c.bookingId}:${c.status}:${c.activityAt}`).join(',');

/** /messages: conversations on the left, the chosen chat on the right (one at a time on phones). */
export function MessagesPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const uid = session.status === 'signed-in' ? session.user.uid : '';
  const conversations = useConversations(uid);
  const unread = useUnreadMessages(uid);
  // The app's start paints this list's last snapshot; the live list replaces it (decision 0057).
  useScreenSnapshot(
    uid || null,
    screenDataOf(conversations),
    conversations.status === 'ready' ? conversationsSignature(conversations.data) : null,
    CONVERSATION_ROW_SELECTOR,
  );
  const backButton = useRef<HTMLButtonElement>(null);
  const listColumn = useRef<HTMLDivElement>(null);
  // On a phone the list and the chat take turns on screen, so the control just pressed is
  // hidden with its column and focus would fall to the page's body. After choosing a
  // conversation focus goes to the chat's "Back to conversations" (the chat is next in Tab
  // order); after going back, to the row of the conversation that was open. On a wide screen
  // both columns stay and so does focus.
  const focusAfterSelect = useRef<{ to: 'chat' } | { to: 'row'; bookingId: string } | null>(null);
  const requestedId = params.get('booking');
  useEffect(() => {
    const target = focusAfterSelect.current;
    focusAfterSelect.current = null;
    const active = document.activeElement;
    const stillShown =
      active instanceof HTMLElement &&
      active !== document.body &&
      active.getClientRects().length > 0;
    if (!target || stillShown) return;
    const next =
      target.to === 'chat'
        ? backButton.current
        : listColumn.current?.querySelector(
            `[data-testid="conversation-${CSS.escape(target.bookingId)}"]`,
          );
    if (next instanceof HTMLElement) next.focus();
  }, [requestedId]);
  if (session.status !== 'signed-in') return null;

  const requested = params.get('booking');
  const selectedId = requested && isValidDocId(requested) ? requested : null;
  const select = (id: string | null) => {
    focusAfterSelect.current = id
      ? { to: 'chat' }
      : selectedId
        ? { to: 'row', bookingId: selectedId }
        : null;
    setParams(id ? { booking: id } : {});
  };

  const list = (
    <Paper
      variant="outlined"
      sx={{ overflow: 'hidden' }}
      component="section"
      aria-label="Your conversations"
    >
      {conversations.status === 'loading' && (
        <Box sx={{ p: 3, textAlign: 'center' }}>
          <CircularProgress aria-label="Loading conversations" />
        </Box>
      )}
      {conversations.status === 'error' && (
        <Alert severity="error">Conversations could not be loaded. Please try again.</Alert>
      )}
      {conversations.status === 'ready' && conversations.data.length === 0 && (
        <Box sx={{ p: 3, textAlign: 'center' }}>
          <Typography component="h2" variant="h6">
            {NO_CONVERSATIONS.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {NO_CONVERSATIONS.description}
          </Typography>
          <Button component={RouterLink} to="/discover" variant="outlined">
            Find a DJ
          </Button>
        </Box>
      )}
      {conversations.status === 'ready' && conversations.data.length > 0 && (
        <ConversationList
          items={conversations.data}
          selectedId={selectedId}
          unreadByBooking={unread.byBooking}
          uid={uid}
          onSelect={select}
        />
      )}
    </Paper>
  );

  const chat = selectedId ? (
    <Box>
      <Button
        ref={backButton}
        onClick={() => select(null)}
        sx={{ display: { xs: 'inline-flex', md: 'none' }, mb: 1 }}
      >
        ← Back to conversations
      </Button>
      <SelectedConversation
        key={selectedId}
        uid={uid}
        bookingId={selectedId}
        unread={unread.byBooking.get(selectedId) ?? 0}
      />
    </Box>
  ) : (
    <Paper
      variant="outlined"
      sx={{ height: 600, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}
    >
      <Box sx={{ textAlign: 'center' }}>
        <Typography component="h2" variant="h6">
          {SELECT_CONVERSATION}
        </Typography>
        <Typography color="text.secondary">
          Choose a conversation from the list to start messaging.
        </Typography>
      </Box>
    </Paper>
  );

  return (
    <PageShell title="Messages" subtitle="Chat with your DJ or client once a booking is confirmed.">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          // minmax(0, …): long names and the chat header must not widen the page on phones.
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(280px, 1fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box ref={listColumn} sx={{ display: { xs: selectedId ? 'none' : 'block', md: 'block' } }}>
          {list}
        </Box>
        <Box sx={{ display: { xs: selectedId ? 'block' : 'none', md: 'block' } }}>{chat}</Box>
      </Box>
      <MessagesInfoCards />
    </PageShell>
  );
}
