// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyAppBadge, runsInstalled, type BadgeNavigator } from './app-badge';

function badgeNavigator() {
  return {
    setAppBadge: vi.fn<Required<BadgeNavigator>['setAppBadge']>(() => Promise.resolve()),
    clearAppBadge: vi.fn<Required<BadgeNavigator>['clearAppBadge']>(() => Promise.resolve()),
  };
}

function displayMode(standalone: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: standalone && query === '(display-mode: standalone)' })),
  );
}

describe('applyAppBadge', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sets the count on an installed app, and clears it at 0', async () => {
    displayMode(true);
    const nav = badgeNavigator();
    await applyAppBadge(4, nav);
    expect(nav.setAppBadge).toHaveBeenCalledWith(4);
    await applyAppBadge(0, nav);
    expect(nav.clearAppBadge).toHaveBeenCalledTimes(1);
    expect(nav.setAppBadge).toHaveBeenCalledTimes(1);
  });

  it('does nothing in a browser tab', async () => {
    displayMode(false);
    const nav = badgeNavigator();
    await applyAppBadge(4, nav);
    await applyAppBadge(0, nav);
    expect(nav.setAppBadge).not.toHaveBeenCalled();
    expect(nav.clearAppBadge).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no badges', async () => {
    await expect(applyAppBadge(4, {}, true)).resolves.toBeUndefined();
    await expect(applyAppBadge(0, {}, true)).resolves.toBeUndefined();
  });

  it('ignores a count that is not one', async () => {
    const nav = badgeNavigator();
    for (const count of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      await applyAppBadge(count, nav, true);
    }
    expect(nav.setAppBadge).not.toHaveBeenCalled();
    expect(nav.clearAppBadge).not.toHaveBeenCalled();
    await applyAppBadge(2.7, nav, true);
    expect(nav.setAppBadge).toHaveBeenCalledWith(2);
  });

  it('swallows a refusal: the badge is a hint', async () => {
    const nav = badgeNavigator();
    nav.setAppBadge.mockRejectedValueOnce(new DOMException('No permission', 'NotAllowedError'));
    await expect(applyAppBadge(3, nav, true)).resolves.toBeUndefined();
  });
});

describe('runsInstalled', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'standalone');
  });

  it('reads the display mode, and Safari’s navigator.standalone', () => {
    displayMode(true);
    expect(runsInstalled()).toBe(true);
    displayMode(false);
    expect(runsInstalled()).toBe(false);
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    expect(runsInstalled()).toBe(true);
  });
});
