// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { installOption, isIosSafari, promptInstall } from './install-prompt';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('isIosSafari', () => {
  it('recognises Safari on iPhone and on an iPad that reports a Mac', () => {
    expect(isIosSafari({ userAgent: IPHONE_SAFARI, maxTouchPoints: 5 })).toBe(true);
    expect(isIosSafari({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5 })).toBe(true);
  });

  it('leaves out other iOS browsers, desktop Safari and Android', () => {
    expect(isIosSafari({ userAgent: IPHONE_CHROME, maxTouchPoints: 5 })).toBe(false);
    expect(isIosSafari({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0 })).toBe(false);
    expect(isIosSafari({ userAgent: ANDROID_CHROME, maxTouchPoints: 5 })).toBe(false);
  });
});

describe('installOption', () => {
  it('offers iOS instructions in Safari, nothing once installed or elsewhere', () => {
    expect(installOption({ userAgent: IPHONE_SAFARI, maxTouchPoints: 5, standalone: false })).toBe(
      'ios-instructions',
    );
    expect(installOption({ userAgent: IPHONE_SAFARI, maxTouchPoints: 5, standalone: true })).toBe(
      'none',
    );
    expect(installOption({ userAgent: ANDROID_CHROME, maxTouchPoints: 5, standalone: false })).toBe(
      'none',
    );
  });

  it("keeps the browser's install offer and uses it once", async () => {
    const env = { userAgent: ANDROID_CHROME, maxTouchPoints: 5, standalone: false };
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn().mockResolvedValue(undefined),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(installOption(env)).toBe('prompt');
    await expect(promptInstall()).resolves.toBe(true);
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(installOption(env)).toBe('none');
    await expect(promptInstall()).resolves.toBe(false);
  });

  it('offers nothing after the app is installed', () => {
    window.dispatchEvent(new Event('appinstalled'));
    expect(installOption({ userAgent: IPHONE_SAFARI, maxTouchPoints: 5, standalone: false })).toBe(
      'none',
    );
  });
});
