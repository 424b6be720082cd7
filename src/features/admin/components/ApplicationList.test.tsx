import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { parseAdminDj, type AdminDj } from '../model/admin-dj';
import type { LiveQuery } from '../../../lib/firebase/live-states';
import { ApplicationList } from './ApplicationList';

vi.mock('../api/use-dj-contact', () => ({
  useDjContact: () => ({
    status: 'ready',
    contact: { email: 'theo@example.test', phone: '555-0100' },
  }),
}));

const theo = parseAdminDj('theo', {
  name: 'Theo Bennett',
  location: 'Denver, CO',
  hourlyRateCents: 15000,
  genres: ['House', 'Techno'],
  status: 'pending',
  createdAt: new Date(2026, 0, 5),
});
const marcus = parseAdminDj('marcus', {
  name: 'Marcus Reid',
  location: 'Austin, TX',
  hourlyRateCents: 20050,
  status: 'verified',
});

const ready = (items: AdminDj[], hasMore = false): LiveQuery<AdminDj> => ({
  status: 'ready',
  data: items,
  error: null,
  fromCache: false,
  hasMore,
  loadingMore: false,
});

function show(list: LiveQuery<AdminDj>, busy: ReadonlySet<string> = new Set()) {
  const handlers = { onReview: vi.fn(), onDelete: vi.fn(), onLoadMore: vi.fn() };
  render(
    <MemoryRouter>
      <ApplicationList
        list={list}
        label="Pending applications"
        emptyText="No Pending Applications"
        busy={busy}
        {...handlers}
      />
    </MemoryRouter>,
  );
  return handlers;
}

describe('ApplicationList', () => {
  it('says why a re-application waits for an admin', () => {
    const again = parseAdminDj('again', {
      name: 'Rex Again',
      status: 'pending',
      priorModeration: 'suspended',
    });
    show(ready([again, theo]));
    const row = screen.getByRole('listitem', { name: 'Rex Again' });
    expect(within(row).getByTestId('prior-moderation')).toHaveTextContent(
      'Re-application: this account was suspended before.',
    );
    const first = screen.getByRole('listitem', { name: 'Theo Bennett' });
    expect(within(first).queryByTestId('prior-moderation')).toBeNull();
  });

  it('says so when nothing is pending', () => {
    show(ready([]));
    expect(screen.getByText('No Pending Applications')).toBeInTheDocument();
  });

  it('shows each profile with its rate in dollars and cents, status and link', () => {
    show(ready([theo, marcus]));
    const row = screen.getByRole('listitem', { name: 'Theo Bennett' });
    expect(within(row).getByText('$150.00/hour')).toBeInTheDocument();
    expect(within(row).getByText(/Denver, CO/)).toBeInTheDocument();
    expect(within(row).getByText(/Applied Jan 5, 2026/)).toBeInTheDocument();
    expect(within(row).getByText('House')).toBeInTheDocument();
    expect(within(row).getByTestId('dj-status')).toHaveTextContent('Pending');
    expect(within(row).getByRole('link', { name: 'Theo Bennett' })).toHaveAttribute(
      'href',
      '/dj/theo',
    );
    const other = screen.getByRole('listitem', { name: 'Marcus Reid' });
    expect(within(other).getByText('$200.50/hour')).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Suspend Marcus Reid' })).toBeEnabled();
    expect(within(other).queryByRole('button', { name: 'Approve Marcus Reid' })).toBeNull();
  });

  it('hands the chosen action and the delete request to the page', () => {
    const { onReview, onDelete } = show(ready([theo]));
    fireEvent.click(screen.getByRole('button', { name: 'Approve Theo Bennett' }));
    expect(onReview).toHaveBeenCalledWith(theo, 'approve');
    fireEvent.click(screen.getByRole('button', { name: 'Reject Theo Bennett' }));
    expect(onReview).toHaveBeenCalledWith(theo, 'reject');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Theo Bennett' }));
    expect(onDelete).toHaveBeenCalledWith(theo);
  });

  it('disables a row while its action runs', () => {
    show(ready([theo, marcus]), new Set(['theo']));
    expect(screen.getByRole('button', { name: 'Approve Theo Bennett' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Theo Bennett' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Suspend Marcus Reid' })).toBeEnabled();
  });

  it('shows the private contact details on request', () => {
    show(ready([theo]));
    fireEvent.click(screen.getByRole('button', { name: 'Show contact details of Theo Bennett' }));
    expect(screen.getByRole('link', { name: 'theo@example.test' })).toHaveAttribute(
      'href',
      'mailto:theo@example.test',
    );
    expect(screen.getByText('Phone: 555-0100')).toBeInTheDocument();
  });

  it('offers older applications when the page is full', () => {
    const { onLoadMore } = show(ready([theo], true));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalled();
  });

  it('moves focus to the next row, then to the empty list, when the focused row leaves', () => {
    const ivy = parseAdminDj('ivy', { name: 'Ivy Lane', status: 'pending' });
    const list = (items: AdminDj[]) => (
      <MemoryRouter>
        <ApplicationList
          list={ready(items)}
          label="Pending applications"
          emptyText="No Pending Applications"
          busy={new Set()}
          onReview={vi.fn()}
          onDelete={vi.fn()}
          onLoadMore={vi.fn()}
        />
      </MemoryRouter>
    );
    const { rerender } = render(list([theo, ivy]));
    screen.getByRole('button', { name: 'Approve Theo Bennett' }).focus();
    // Approved: Theo leaves the Pending list with the focused button.
    rerender(list([ivy]));
    expect(screen.getByRole('listitem', { name: 'Ivy Lane' })).toHaveFocus();
    rerender(list([]));
    expect(screen.getByText('No Pending Applications')).toHaveFocus();
  });
});
