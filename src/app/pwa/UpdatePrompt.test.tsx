import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@testing-library/jest-dom/vitest';

type Handler = (event?: { isUpdate?: boolean }) => void;

const workbox = vi.hoisted(() => {
  const handlers = new Map<string, Handler[]>();
  const instance = {
    addEventListener: vi.fn((type: string, handler: Handler) => {
      handlers.set(type, [...(handlers.get(type) ?? []), handler]);
    }),
    register: vi.fn(() => Promise.resolve(undefined)),
    messageSkipWaiting: vi.fn(),
    messageSW: vi.fn(() => Promise.resolve(undefined)),
    emit(type: string, event?: { isUpdate?: boolean }) {
      for (const handler of handlers.get(type) ?? []) handler(event);
    },
    reset() {
      handlers.clear();
    },
  };
  return instance;
});

vi.mock('workbox-window', () => ({
  // A class so `new Workbox(...)` works; every instance is the shared fake.
  Workbox: class {
    constructor() {
      return workbox;
    }
  },
}));

import { UpdatePrompt } from './UpdatePrompt';

describe('UpdatePrompt', () => {
  const reload = vi.fn();

  beforeEach(() => {
    workbox.reset();
    vi.clearAllMocks();
    vi.stubEnv('PROD', true);
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    vi.stubGlobal('location', { ...window.location, reload });
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(window, '__spinbookCacheUrlsSent');
  });

  it('registers the service worker and says nothing while no update waits', async () => {
    render(<UpdatePrompt />);
    await vi.waitFor(() => expect(workbox.register).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('A new version of Spinbook is available')).not.toBeInTheDocument();
  });

  it('offers Reload when a new version waits, and reloads only once it controls the page', async () => {
    render(<UpdatePrompt />);
    await vi.waitFor(() => expect(workbox.register).toHaveBeenCalled());
    act(() => workbox.emit('waiting'));
    expect(
      await screen.findByText('A new version of Spinbook is available', {}, { timeout: 5000 }),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    // Not yet: reloading before the new worker takes over would load the old version.
    expect(reload).not.toHaveBeenCalled();
    act(() => workbox.emit('controlling'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks a first install to keep the page this visit loaded before it took control', async () => {
    render(<UpdatePrompt />);
    await vi.waitFor(() => expect(workbox.register).toHaveBeenCalled());
    act(() => workbox.emit('activated', { isUpdate: false }));
    expect(workbox.messageSW).toHaveBeenCalledTimes(1);
    expect(workbox.messageSW).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: {
        urlsToCache: expect.arrayContaining([
          [window.location.href.split('#')[0], { headers: { Accept: 'text/html' } }],
        ]) as unknown,
      },
    });
  });

  it('sends nothing when public/boot.js has already asked (a server-rendered first visit)', async () => {
    Object.assign(window, { __spinbookCacheUrlsSent: true });
    render(<UpdatePrompt />);
    await vi.waitFor(() => expect(workbox.register).toHaveBeenCalled());
    act(() => workbox.emit('activated', { isUpdate: false }));
    expect(workbox.messageSW).not.toHaveBeenCalled();
  });

  it('leaves an update alone: it waits for Reload and has cached its pages already', async () => {
    render(<UpdatePrompt />);
    await vi.waitFor(() => expect(workbox.register).toHaveBeenCalled());
    act(() => workbox.emit('activated', { isUpdate: true }));
    expect(workbox.messageSW).not.toHaveBeenCalled();
  });
});
