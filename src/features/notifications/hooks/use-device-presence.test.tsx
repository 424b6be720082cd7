import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveDoc } from '../../../lib/firebase/live-states';
import type { PushDevice } from '../model/device';
import { useDevicePresence } from './use-device-presence';

const BOOKING = 'AbCdEfGhIjKlMnOpQrSt';
const live = vi.hoisted(() => ({
  deviceId: 'device1234' as string | null,
  state: null as unknown,
}));
vi.mock('../api/use-this-device', () => ({
  useThisDevice: () => ({ deviceId: live.deviceId, state: live.state as LiveDoc<PushDevice> }),
}));
const api = vi.hoisted(() => ({
  setOpenChat: vi.fn((_u: string, _d: string, _c: string | null) => Promise.resolve()),
  refreshDevice: vi.fn(() => Promise.resolve('kept')),
}));
vi.mock('../api/set-open-chat', () => ({ setOpenChat: api.setOpenChat }));
vi.mock('../api/refresh-device', () => ({ refreshDevice: api.refreshDevice }));

const device = (openChatId: string | null = null): LiveDoc<PushDevice> => ({
  status: 'ready',
  data: {
    id: 'device1234',
    token: 't',
    label: 'Chrome on Linux',
    createdAt: null,
    lastSeenAt: null,
    openChatId,
  },
  error: null,
  fromCache: false,
});

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
  live.deviceId = 'device1234';
  live.state = device();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const chatCalls = () => api.setOpenChat.mock.calls.map(([, , chat]) => chat);

describe('useDevicePresence: the open chat', () => {
  it('says which chat is open, again every minute, and none once it closes', () => {
    const { rerender } = renderHook(({ chat }) => useDevicePresence('u1', chat), {
      initialProps: { chat: BOOKING as string | null },
    });
    expect(api.setOpenChat).toHaveBeenCalledWith('u1', 'device1234', BOOKING);
    act(() => void vi.advanceTimersByTime(60_000));
    act(() => void vi.advanceTimersByTime(60_000));
    expect(chatCalls()).toEqual([BOOKING, BOOKING, BOOKING]);

    live.state = device(BOOKING);
    rerender({ chat: null });
    expect(chatCalls()).toEqual([BOOKING, BOOKING, BOOKING, null]);
    // No more heartbeats once closed.
    act(() => void vi.advanceTimersByTime(180_000));
    expect(chatCalls()).toHaveLength(4);
  });

  it('a hidden page has no chat open; showing it again says so again', () => {
    renderHook(() => useDevicePresence('u1', BOOKING));
    live.state = device(BOOKING);
    setVisibility('hidden');
    expect(chatCalls()).toEqual([BOOKING, null]);
    act(() => void vi.advanceTimersByTime(120_000));
    expect(chatCalls()).toHaveLength(2);
    setVisibility('visible');
    expect(chatCalls()).toEqual([BOOKING, null, BOOKING]);
  });

  it('clears a chat a closed page left open, once', () => {
    live.state = device(BOOKING);
    const { rerender } = renderHook(() => useDevicePresence('u1', null));
    rerender();
    expect(chatCalls()).toEqual([null]);
  });

  it('writes nothing for a browser without a device document', () => {
    live.state = { status: 'not-found', data: undefined, error: null };
    renderHook(() => useDevicePresence('u1', BOOKING));
    act(() => void vi.advanceTimersByTime(180_000));
    expect(api.setOpenChat).not.toHaveBeenCalled();
    expect(api.refreshDevice).not.toHaveBeenCalled();
  });
});

describe('useDevicePresence: the refresh on start', () => {
  it('refreshes the device once, a moment after the app starts, whatever remounts', () => {
    vi.stubGlobal('Notification', { permission: 'granted' });
    const first = renderHook(() => useDevicePresence('u2', null));
    expect(api.refreshDevice).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(3000));
    expect(api.refreshDevice).toHaveBeenCalledTimes(1);
    expect(api.refreshDevice).toHaveBeenCalledWith(
      'u2',
      expect.objectContaining({ id: 'device1234' }),
      'granted',
      expect.any(Date),
    );
    first.unmount();
    renderHook(() => useDevicePresence('u2', null));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(api.refreshDevice).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('waits for the server’s copy of the device', () => {
    live.state = { ...device(), fromCache: true };
    renderHook(() => useDevicePresence('u3', null));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(api.refreshDevice).not.toHaveBeenCalled();
  });
});
