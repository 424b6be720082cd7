import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContext, type ToastOptions } from '../../../components/toast/toast-context';
import { MAX_ONLINE_ATTEMPTS, Outbox, type SendOutcome } from '../model/outbox';
import type { Conversation } from '../model/chat-view';
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
}));

vi.mock('../api/outbox-instance', () => ({ outboxFor: () => world.outbox }));
vi.mock('../api/use-chat-messages', () => ({
  useChatMessages: () => ({
    status: 'ready',
    data: [],
    error: null,
    fromCache: false,
    hasMore: false,
    loadingMore: false,
  }),
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
