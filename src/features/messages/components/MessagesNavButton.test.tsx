import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useUnreadMessages } from '../api/use-unread-messages';
import MessagesNavButton from './MessagesNavButton';

vi.mock('../api/use-unread-messages', () => ({ useUnreadMessages: vi.fn() }));
const mockedUnread = vi.mocked(useUnreadMessages);

function showWith(total: number) {
  mockedUnread.mockReturnValue({ total, byBooking: new Map(), settled: true });
  return render(
    <MemoryRouter>
      <MessagesNavButton uid="u1" />
    </MemoryRouter>,
  );
}

describe('MessagesNavButton', () => {
  it('is "Messages" with no number in it when nothing is unread', () => {
    showWith(0);
    const link = screen.getByRole('link', { name: 'Messages' });
    // No hidden badge keeps a number the name does not say (axe: label-content-name-mismatch).
    expect(link).toHaveTextContent(/^$/);
    expect(screen.queryByTestId('messages-nav-badge')).toBeNull();
  });

  it('names the number its badge shows', () => {
    showWith(3);
    expect(screen.getByRole('link', { name: 'Messages, 3 unread' })).toHaveTextContent('3');
  });

  it('caps the number at 99+ in the badge and the name alike', () => {
    showWith(120);
    expect(screen.getByRole('link', { name: 'Messages, 99+ unread' })).toHaveTextContent('99+');
  });
});
