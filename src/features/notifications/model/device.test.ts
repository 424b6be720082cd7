import { describe, expect, it } from 'vitest';
import {
  DEVICE_ID_PATTERN,
  deviceLabel,
  ensureDeviceId,
  LAST_SEEN_REFRESH_MS,
  needsRefresh,
  newDeviceId,
  parseDevice,
  storedDeviceId,
} from './device';

const KEY = 'spinbook.pushDevice';

/** A Storage stand-in: only what the helpers use. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('device ids', () => {
  it('are 32 hex characters, within the rules’ pattern, and differ each time', () => {
    const a = newDeviceId();
    const b = newDeviceId();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).toMatch(DEVICE_ID_PATTERN);
    expect(a).not.toBe(b);
    expect(newDeviceId((bytes) => bytes.fill(255))).toBe('f'.repeat(32));
  });

  it('are made once per browser and kept', () => {
    const storage = memoryStorage();
    expect(storedDeviceId(storage, KEY)).toBeNull();
    const id = ensureDeviceId(storage, KEY);
    expect(storage.items.get(KEY)).toBe(id);
    expect(ensureDeviceId(storage, KEY)).toBe(id);
    expect(storedDeviceId(storage, KEY)).toBe(id);
  });

  it('a stored value outside the rules’ pattern is not used, and is replaced', () => {
    for (const bad of ['short', 'has/slash-in-it', 'x'.repeat(65), 'spaces in it ok?']) {
      const storage = memoryStorage({ [KEY]: bad });
      expect(storedDeviceId(storage, KEY)).toBeNull();
      expect(ensureDeviceId(storage, KEY)).toMatch(DEVICE_ID_PATTERN);
    }
  });
});

describe('deviceLabel', () => {
  const UA = {
    androidChrome:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
    iphoneSafari:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    ipadAsMac:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
    windowsEdge:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
    linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    samsung:
      'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0 Mobile Safari/537.36',
  };

  it.each([
    [UA.androidChrome, false, 0, 'Chrome on Android'],
    [UA.iphoneSafari, false, 5, 'Safari on iPhone'],
    [UA.iphoneSafari, true, 5, 'Spinbook app on iPhone'],
    [UA.ipadAsMac, false, 5, 'Safari on iPad'],
    [UA.ipadAsMac, false, 0, 'Safari on Mac'],
    [UA.windowsEdge, false, 0, 'Edge on Windows'],
    [UA.linuxFirefox, false, 0, 'Firefox on Linux'],
    [UA.samsung, false, 5, 'Samsung Internet on Android'],
    ['', false, 0, 'Browser'],
  ])('%s (installed %s) → %s', (userAgent, standalone, touch, label) => {
    expect(deviceLabel(userAgent, standalone, touch)).toBe(label);
  });

  it('is never empty and never longer than the rules allow', () => {
    for (const ua of [...Object.values(UA), '', 'x'.repeat(5000)]) {
      const label = deviceLabel(ua, false);
      expect(label.trim().length).toBeGreaterThan(0);
      expect(label.length).toBeLessThanOrEqual(80);
    }
  });
});

describe('parseDevice', () => {
  it('reads a stored device', () => {
    const at = new Date('2026-12-01T10:00:00Z');
    expect(
      parseDevice('abcdefgh12', {
        token: 'tok',
        label: 'Chrome on Android',
        createdAt: { toDate: () => at },
        lastSeenAt: { toDate: () => at },
        openChatId: 'AbCdEfGhIjKlMnOpQrSt',
      }),
    ).toEqual({
      id: 'abcdefgh12',
      token: 'tok',
      label: 'Chrome on Android',
      createdAt: at,
      lastSeenAt: at,
      openChatId: 'AbCdEfGhIjKlMnOpQrSt',
    });
  });

  it('keeps a malformed one readable', () => {
    expect(parseDevice('abcdefgh12', { label: '  ', lastSeenAt: 'yesterday' })).toEqual({
      id: 'abcdefgh12',
      token: '',
      label: 'Unknown device',
      createdAt: null,
      lastSeenAt: null,
      openChatId: null,
    });
  });
});

describe('needsRefresh', () => {
  const now = new Date('2026-12-05T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('writes a new token at once', () => {
    expect(needsRefresh({ token: 'old', lastSeenAt: ago(60_000) }, 'new', now)).toBe(true);
  });

  it('dates a device in use at most once a day', () => {
    expect(needsRefresh({ token: 't', lastSeenAt: ago(60_000) }, 't', now)).toBe(false);
    expect(needsRefresh({ token: 't', lastSeenAt: ago(LAST_SEEN_REFRESH_MS - 1) }, 't', now)).toBe(
      false,
    );
    expect(needsRefresh({ token: 't', lastSeenAt: ago(LAST_SEEN_REFRESH_MS) }, 't', now)).toBe(
      true,
    );
    expect(needsRefresh({ token: 't', lastSeenAt: null }, 't', now)).toBe(true);
  });
});
