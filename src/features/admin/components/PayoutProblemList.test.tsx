import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readyQuery } from '../../../lib/firebase/live-data-fixtures';
import type { AdminPayoutRow } from '../api/use-payout-lists';
import { PayoutProblemList } from './PayoutProblemList';

const held: AdminPayoutRow = {
  bookingId: 'bk_1',
  djId: 'dj1',
  eventDate: '2026-04-02',
  amountCents: 42500,
  status: 'held',
  attempts: 0,
  failure: null,
  problem: { details: 'The DJ left after an hour.', reportedAt: null, status: 'open' },
  updatedAt: null,
};

function show(rows: AdminPayoutRow[] = [held]) {
  const onResolve = vi.fn(() => Promise.resolve(true));
  render(
    <PayoutProblemList
      list={readyQuery(rows)}
      busy={new Set()}
      onResolve={onResolve}
      onLoadMore={vi.fn()}
      renderDj={(djId) => `DJ ${djId}`}
    />,
  );
  return onResolve;
}

describe('PayoutProblemList', () => {
  it('shows the booking, event date, DJ, amount held and what the client wrote', () => {
    show();
    const row = screen.getByTestId('payout-problem');
    for (const text of ['bk_1', 'Apr 2, 2026', 'DJ dj1', '$425.00', 'The DJ left after an hour.']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
  });

  it('releases the payout only after the admin confirms', async () => {
    const onResolve = show();
    fireEvent.click(screen.getByRole('button', { name: 'Release payout for booking bk_1' }));
    expect(onResolve).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: 'Release the payout?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release payout' }));
    await waitFor(() => expect(onResolve).toHaveBeenCalledWith('bk_1', 'release'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refunds the client only after the admin confirms', async () => {
    const onResolve = show();
    fireEvent.click(screen.getByRole('button', { name: 'Refund client for booking bk_1' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund the client?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund client' }));
    await waitFor(() => expect(onResolve).toHaveBeenCalledWith('bk_1', 'refund'));
  });

  it('going back calls nothing and returns focus to the button', async () => {
    const onResolve = show();
    const button = screen.getByRole('button', { name: 'Refund client for booking bk_1' });
    button.focus();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(button).toHaveFocus());
    expect(onResolve).not.toHaveBeenCalled();
  });

  it('says when there are none', () => {
    show([]);
    expect(screen.getByText('No open problem reports.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
