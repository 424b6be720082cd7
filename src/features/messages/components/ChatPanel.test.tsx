import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_REGION_TEST_ID, LiveAnnouncer } from '../../../components/live-region/LiveAnnouncer';
import { ToastContext, type ToastOptions } from '../../../components/toast/toast-context';
import type { LiveQuery } from '../../../lib/firebase/live-states';
import { readyQuery } from '../../../lib/firebase/live-data-fixtures';
import { MAX_ONLINE_ATTEMPTS, Outbox, type SendOutcome } from '../model/outbox';
import type { ChatMessage, Conversation } from '../model/chat-view';
import { ChatPanel } from './ChatPanel';

/*
 * The panel with a real outbox whose `send` answers what each test says: the toast is the
 * one a person sees when the outbox marks a message failed, and none while it still waits.
 */
const world = vi.hoisted(() => ({
  outcome: { kind: 'sent' } as SendOutcome,
  online: true,
  timers: [] as (() => void)[],
  outbox: null as Outbox | null,
  chat: null as unknown,
}));

vi.mock('../api/outbox-instance', () => ({ outboxFor: () => world.outbox }));
vi.mock('../api/use-chat-messages', () => ({
  useChatMessages: () => world.chat as LiveQuery<ChatMessage>,
}));
vi.mock('../api/use-conversations', () => ({
  useMessageNotificationUnread: () => false,
  useDjPhoto: () => null,
}));
vi.mock('../api/mark-read', () => ({
  markMessagesRead: vi.fn(() => Promise.resolve()),
  markMessageNotificationRead: vi.fn(() => Promise.resolve()),
}));

const UID = 'U'.repeat(28);
const CONVERSATION: Conversation = {
  bookingId: 'B'.repeat(20),
  role: 'client',
  otherName: 'DJ Nova',
  otherDjId: null,
  status: 'confirmed',
  eventDate: '2030-06-07',
  eventType: 'wedding',
  venue: 'Skyline Bar',
  lastMessage: null,
  activityAt: 0,
};

let n = 0;
function freshOutbox(): Outbox {
  return new Outbox(UID, {
    storage: null,
    send: () => Promise.resolve(world.outcome),
    newId: () => `m${String(++n).padStart(19, '0')}`,
    now: () => Date.now(),
    isOnline: () => world.online,
    schedule: (fn) => {
      world.timers.push(fn);
      return () => undefined;
    },
  });
}

function show() {
  const toast = vi.fn<(options: ToastOptions) => void>();
  render(
    <ToastContext.Provider value={toast}>
      <ChatPanel uid={UID} conversation={CONVERSATION} unread={0} canSend />
    </ToastContext.Provider>,
    { wrapper: MemoryRouter },
  );
  return toast;
}

function sendText(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
}

const MESSAGE_FAILED = {
  title: 'Message Failed',
  description: 'Unable to send message. Please try again.',
  variant: 'destructive',
};

describe('ChatPanel send failures', () => {
  beforeEach(() => {
    world.outcome = { kind: 'sent' };
    world.online = true;
    world.timers = [];
    world.outbox = freshOutbox();
    world.chat = readyQuery<ChatMessage>([]);
  });

  it("shows 'Message Failed' / 'Unable to send message. Please try again.' when the server refuses", async () => {
    world.outcome = { kind: 'refused', reason: null };
    const toast = show();
    sendText('See you at eight');
    await waitFor(() => expect(toast).toHaveBeenCalledExactlyOnceWith(MESSAGE_FAILED));
    // The text is kept, in its bubble, with Retry.
    expect(await screen.findByTestId('message-status')).toHaveTextContent('Not sent');
    expect(screen.getByText('See you at eight')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('shows it when the outbox gives up after repeated failures while online', async () => {
    world.outcome = { kind: 'retry' };
    const toast = show();
    sendText('Running late');
    for (let attempt = 1; attempt < MAX_ONLINE_ATTEMPTS; attempt++) {
      await waitFor(() => expect(world.timers).toHaveLength(attempt));
      expect(toast).not.toHaveBeenCalled();
      await act(async () => world.timers[attempt - 1]?.());
    }
    await waitFor(() => expect(toast).toHaveBeenCalledExactlyOnceWith(MESSAGE_FAILED));
  });

  it('shows nothing for a message waiting offline: it goes when the connection is back', async () => {
    world.online = false;
    const toast = show();
    sendText('Doors open at nine');
    expect(await screen.findByTestId('message-status')).toHaveTextContent('Sending…');
    world.online = true;
    await act(() => world.outbox?.flush());
    expect(toast).not.toHaveBeenCalled();
  });
});

/*
 * A message from the other person arriving while the chat is open is announced once; the
 * history it opened with, earlier pages and the person's own sends are not.
 */
describe('ChatPanel announcements', () => {
  const DJ = 'D'.repeat(28);
  const message = (id: string, from: string, content: string, minute: number): ChatMessage => ({
    id: id.padEnd(20, '0'),
    senderUid: from,
    receiverUid: from === UID ? DJ : UID,
    content,
    createdAt: new Date(Date.UTC(2030, 0, 1, 12, minute)),
    readAt: null,
    delivery: 'delivered',
    refusal: null,
  });
  const HISTORY = [message('h1', DJ, 'Hello there', 1), message('h2', UID, 'Hi!', 2)];
  const panel = () => (
    <LiveAnnouncer>
      <ChatPanel uid={UID} conversation={CONVERSATION} unread={0} canSend />
    </LiveAnnouncer>
  );
  const region = () => screen.getByTestId(LIVE_REGION_TEST_ID);

  beforeEach(() => {
    world.outcome = { kind: 'sent' };
    world.online = true;
    world.outbox = freshOutbox();
  });

  it('announces a new message from the other person once, and not the history', async () => {
    world.chat = readyQuery(HISTORY);
    const { rerender } = render(panel(), { wrapper: MemoryRouter });
    await waitFor(() => expect(region()).toBeInTheDocument());
    expect(screen.getByText('Hello there')).toBeVisible();

    const arrived = message('n1', DJ, 'Running ten minutes late', 5);
    world.chat = readyQuery([...HISTORY, arrived]);
    rerender(panel());
    await waitFor(() =>
      expect(region()).toHaveTextContent('New message from DJ Nova: Running ten minutes late'),
    );
    // Another snapshot with the same messages (a read receipt, a re-render): said once.
    world.chat = readyQuery([...HISTORY, { ...arrived, readAt: new Date() }]);
    rerender(panel());
    expect(region().children).toHaveLength(1);
  });

  it("says nothing for the person's own message, an earlier page, or a cache-first open", async () => {
    world.chat = { ...readyQuery(HISTORY.slice(1)), fromCache: true };
    const { rerender } = render(panel(), { wrapper: MemoryRouter });
    await waitFor(() => expect(region()).toBeInTheDocument());
    // The server's first answer adds an older message: history, not news.
    world.chat = readyQuery(HISTORY);
    rerender(panel());
    const mine = message('n2', UID, 'See you then', 6);
    world.chat = readyQuery([...HISTORY, mine]);
    rerender(panel());
    // "Load earlier messages": older ones above.
    world.chat = readyQuery([message('e1', DJ, 'An old one', 0), ...HISTORY, mine]);
    rerender(panel());
    expect(screen.getByText('An old one')).toBeVisible();
    expect(region()).toBeEmptyDOMElement();
  });

  it('is not itself a live region that would re-read the conversation', () => {
    world.chat = readyQuery(HISTORY);
    render(panel(), { wrapper: MemoryRouter });
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(list.closest('[aria-live]')).toBeNull();
    expect(list.closest('[role="log"]')).toBeNull();
  });
});

/*
 * Issue 38, item 9: at 390 px the name was cut ("Marcus R…") by three disabled call buttons
 * that did nothing. The header now holds only what works: the name, which wraps, its badges,
 * and which booking the chat is about.
 */
describe('ChatPanel header', () => {
  beforeEach(() => {
    world.outbox = freshOutbox();
    world.chat = readyQuery<ChatMessage>([]);
  });

  it('has no call buttons, shows the whole name (wrapping, never cut) and the booking', () => {
    render(
      <ToastContext.Provider value={vi.fn()}>
        <ChatPanel
          uid={UID}
          conversation={{ ...CONVERSATION, otherName: 'Marcus Reid-Montgomery-Castellanos' }}
          unread={2}
          canSend
        />
      </ToastContext.Provider>,
      { wrapper: MemoryRouter },
    );
    for (const name of ['Voice call', 'Video call', 'More options']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    const header = screen.getByRole('heading', { level: 2 });
    expect(header).toHaveTextContent('Marcus Reid-Montgomery-Castellanos');
    // Typography's noWrap cut it with an ellipsis; the name may now take two lines.
    expect(getComputedStyle(header).textOverflow).not.toBe('ellipsis');
    expect(getComputedStyle(header).whiteSpace).not.toBe('nowrap');
    expect(screen.getByText('Wedding · Jun 7, 2030 · Skyline Bar')).toBeVisible();
    expect(screen.getByTestId('chat-unread')).toHaveTextContent('2 unread');
    // Only the composer's button is left in the panel.
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Send message',
    ]);
  });

  it("links to the booking's page from the booking's line", () => {
    render(
      <ToastContext.Provider value={vi.fn()}>
        <ChatPanel uid={UID} conversation={CONVERSATION} unread={0} canSend />
      </ToastContext.Provider>,
      { wrapper: MemoryRouter },
    );
    expect(screen.getByRole('link', { name: 'Booking details' })).toHaveAttribute(
      'href',
      `/bookings/${CONVERSATION.bookingId}`,
    );
  });
});
