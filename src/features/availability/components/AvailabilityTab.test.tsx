import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContext } from '../../../components/toast/toast-context';
import {
  blockHasConfirmedBooking,
  pendingRequestsOnBlockedDays,
  type AvailabilityBlock,
} from '../../../domain/availability';
import { addDays } from '../../../domain/calendar-days';
import { readyQuery } from '../../../lib/firebase/live-data-fixtures';
import type { LiveQuery } from '../../../lib/firebase/live-states';
import { BLOCK_TEXTS } from '../model/block-form';
import { AvailabilityTab } from './AvailabilityTab';

const live = vi.hoisted(() => ({ blocks: null as unknown }));
vi.mock('../api/use-availability-blocks', () => ({
  useAvailabilityBlocks: () => live.blocks as LiveQuery<AvailabilityBlock | null>,
}));
const api = vi.hoisted(() => ({
  blockDays: vi.fn(),
  unblockDays: vi.fn(),
}));
vi.mock('../../../lib/firebase/callables', () => api);

const FUTURE = addDays(new Date().toISOString().slice(0, 10), 30);
const block = (id: string, span: AvailabilityBlock['span'], extra = {}): AvailabilityBlock => ({
  id,
  span,
  note: '',
  source: 'manual',
  createdAt: null,
  ...extra,
});

const toast = vi.fn();
const tab = () =>
  render(
    <ToastContext.Provider value={toast}>
      <AvailabilityTab uid="dj1" />
    </ToastContext.Provider>,
  );

beforeEach(() => {
  api.blockDays.mockReset();
  api.unblockDays.mockReset();
  toast.mockClear();
});

describe('AvailabilityTab', () => {
  it('says when nothing is blocked', () => {
    live.blocks = readyQuery([]);
    tab();
    expect(screen.getByRole('heading', { name: BLOCK_TEXTS.listHeading })).toBeVisible();
    expect(screen.getByText(BLOCK_TEXTS.empty)).toBeVisible();
  });

  it('lists blocks with their notes; an imported one cannot be unblocked here', () => {
    live.blocks = readyQuery([
      block('a', { kind: 'dates', from: FUTURE, to: FUTURE }, { note: 'Dentist' }),
      block('b', { kind: 'weekday', weekday: 1 }),
      block('c', { kind: 'dates', from: FUTURE, to: FUTURE }, { source: 'calendar' }),
      null,
    ]);
    tab();
    expect(screen.getByRole('listitem', { name: 'Every Monday' })).toBeVisible();
    expect(screen.getByText('Dentist')).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Unblock / })).toHaveLength(2);
    expect(screen.getByText(BLOCK_TEXTS.fromCalendar)).toBeVisible();
  });

  it('blocks a day and says when requests wait on it', async () => {
    live.blocks = readyQuery([]);
    api.blockDays.mockResolvedValue({ blockId: 'x', pendingRequests: 2 });
    tab();
    fireEvent.change(screen.getByLabelText(/^Day/), { target: { value: FUTURE } });
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(api.blockDays).toHaveBeenCalledWith({ from: FUTURE, to: FUTURE, note: '' }),
    );
    expect(await screen.findByText(pendingRequestsOnBlockedDays(2))).toBeVisible();
    expect(toast).toHaveBeenCalledWith({ title: BLOCK_TEXTS.blocked });
  });

  it('shows the server’s refusal where the DJ asked', async () => {
    live.blocks = readyQuery([]);
    const refusal = Object.assign(new Error(blockHasConfirmedBooking(FUTURE)), {
      code: 'functions/failed-precondition',
    });
    api.blockDays.mockRejectedValue(refusal);
    tab();
    fireEvent.change(screen.getByLabelText(/^Day/), { target: { value: FUTURE } });
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(blockHasConfirmedBooking(FUTURE));
  });

  it('refuses an empty day on the field without asking the server', async () => {
    live.blocks = readyQuery([]);
    tab();
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText(/Please choose a valid day/)).toBeVisible();
    expect(api.blockDays).not.toHaveBeenCalled();
  });
});
