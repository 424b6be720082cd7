import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveDoc } from '../../../lib/firebase/live-states';
import type { PushDevice } from '../model/device';
import { PUSH_TEXTS, putOffKey, REQUESTS_PROMPT } from '../model/push-prompt';
import { PushPromptCard } from './PushPromptCard';

const device = vi.hoisted(() => ({
  state: { status: 'not-found', data: undefined, error: null } as LiveDoc<PushDevice>,
}));
vi.mock('../api/use-this-device', () => ({
  useThisDevice: () => ({ deviceId: 'device1234', state: device.state }),
}));
const api = vi.hoisted(() => ({ turnOnPush: vi.fn((_uid: string) => Promise.resolve('on')) }));
vi.mock('../api/turn-on-push', () => api);

function browser(permission: NotificationPermission) {
  vi.stubGlobal('Notification', { permission });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(window.navigator, 'serviceWorker', { value: {}, configurable: true });
}

const card = (props: Partial<Parameters<typeof PushPromptCard>[0]> = {}) =>
  render(
    <main tabIndex={-1}>
      <PushPromptCard
        uid="u1"
        copy={REQUESTS_PROMPT}
        place="requests"
        iosBrowserTab={false}
        {...props}
      />
    </main>,
  );

beforeEach(() => {
  device.state = { status: 'not-found', data: undefined, error: null };
  api.turnOnPush.mockClear();
  window.localStorage.clear();
  browser('default');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PushPromptCard', () => {
  it('says why, and turns push on from the button', async () => {
    card();
    expect(screen.getByRole('heading', { name: REQUESTS_PROMPT.title })).toBeVisible();
    expect(screen.getByText(REQUESTS_PROMPT.reason)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: PUSH_TEXTS.turnOn }));
    expect(api.turnOnPush).toHaveBeenCalledWith('u1');
    const done = await screen.findByTestId('push-prompt-done');
    expect(done).toHaveTextContent(PUSH_TEXTS.turnedOn);
    // The button is gone: focus is on what replaced it, not lost to the page.
    expect(done).toHaveFocus();
  });

  it('"Not now" hides it, remembered on this device for this place only', () => {
    const { unmount } = card();
    fireEvent.click(screen.getByRole('button', { name: PUSH_TEXTS.notNow }));
    expect(screen.queryByTestId('push-prompt')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.localStorage.getItem(putOffKey('requests'))).not.toBeNull();
    unmount();
    card();
    expect(screen.queryByTestId('push-prompt')).not.toBeInTheDocument();
    card({ place: 'booking' });
    expect(screen.getByTestId('push-prompt')).toBeVisible();
  });

  it('shows nothing where push is on here, or cannot work, or is not known yet', () => {
    browser('granted');
    device.state = {
      status: 'ready',
      data: {} as PushDevice,
      error: null,
      fromCache: false,
    };
    const { unmount } = card();
    expect(screen.queryByTestId('push-prompt')).not.toBeInTheDocument();
    unmount();
    device.state = { status: 'loading', data: undefined, error: null };
    card();
    expect(screen.queryByTestId('push-prompt')).not.toBeInTheDocument();
  });

  it('asks again where permission stayed but the device was removed (no browser question then)', () => {
    browser('granted');
    card();
    expect(screen.getByRole('button', { name: PUSH_TEXTS.turnOn })).toBeVisible();
  });

  it('where notifications are blocked, says how to allow them instead', () => {
    browser('denied');
    card();
    expect(screen.getByTestId('push-prompt-blocked')).toHaveTextContent(/site settings/);
    expect(screen.queryByRole('button', { name: PUSH_TEXTS.turnOn })).not.toBeInTheDocument();
  });

  it('in an iPhone’s Safari tab, points to the Home Screen app', () => {
    vi.stubGlobal('Notification', undefined);
    card({ iosBrowserTab: true, installHelp: <button type="button">How to add Spinbook</button> });
    expect(screen.getByRole('heading', { name: PUSH_TEXTS.homeScreenTitle })).toBeVisible();
    expect(screen.getByRole('button', { name: 'How to add Spinbook' })).toBeVisible();
    expect(screen.queryByRole('button', { name: PUSH_TEXTS.turnOn })).not.toBeInTheDocument();
  });

  it('says so when turning on failed, and when the browser cannot after all', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.turnOnPush.mockRejectedValueOnce(new Error('network'));
    card();
    fireEvent.click(screen.getByRole('button', { name: PUSH_TEXTS.turnOn }));
    expect(await screen.findByText(PUSH_TEXTS.failed)).toBeVisible();
    api.turnOnPush.mockResolvedValueOnce('unsupported');
    fireEvent.click(screen.getByRole('button', { name: PUSH_TEXTS.turnOn }));
    expect(await screen.findByText(PUSH_TEXTS.unsupported)).toBeVisible();
    warn.mockRestore();
  });

  it('offline, says so and asks nothing', async () => {
    const online = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    card();
    fireEvent.click(screen.getByRole('button', { name: PUSH_TEXTS.turnOn }));
    expect(screen.getByText(PUSH_TEXTS.offline)).toBeVisible();
    expect(api.turnOnPush).not.toHaveBeenCalled();
    online.mockRestore();
    await act(() => Promise.resolve());
    await waitFor(() => expect(screen.getByTestId('push-prompt')).toBeVisible());
  });
});
