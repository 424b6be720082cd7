import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readyQuery } from '../../../lib/firebase/live-data-fixtures';
import { parseSecurityEvent } from '../model/security-event';
import { useSecurityEvents } from '../api/use-security-events';
import { SecurityEventsSection } from './SecurityEventsSection';

vi.mock('../api/use-security-events', () => ({
  ALL_EVENT_TYPES: '',
  SECURITY_EVENTS_PAGE_SIZE: 50,
  useSecurityEvents: vi.fn(),
}));
const mocked = vi.mocked(useSecurityEvents);

const roleChanged = parseSecurityEvent('e1', {
  type: 'role_changed',
  uid: 'u1',
  email: 'priya@example.test',
  details: { from: 'client', to: 'dj' },
  createdAt: new Date(2026, 4, 6, 7, 8),
});

describe('SecurityEventsSection', () => {
  beforeEach(() => {
    mocked.mockReset();
    mocked.mockReturnValue(readyQuery([roleChanged]));
  });

  it('shows time, type, user and details of each event', () => {
    render(<SecurityEventsSection />);
    const table = screen.getByRole('table', { name: 'Security events' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('May 6, 2026, 07:08');
    expect(row).toHaveTextContent('Role changed');
    expect(row).toHaveTextContent('priya@example.test');
    expect(row).toHaveTextContent('from: client, to: dj');
  });

  it('filters by any of the recorded types', () => {
    render(<SecurityEventsSection />);
    expect(mocked).toHaveBeenLastCalledWith('', 50);
    const select = screen.getByLabelText('Event type');
    expect(within(select).getAllByRole('option')).toHaveLength(8);
    fireEvent.change(select, { target: { value: 'rate_limit_exceeded' } });
    expect(mocked).toHaveBeenLastCalledWith('rate_limit_exceeded', 50);
  });

  it('says when there are none', () => {
    mocked.mockReturnValue(readyQuery([]));
    render(<SecurityEventsSection />);
    expect(screen.getByText('No security events.')).toBeInTheDocument();
  });
});
