// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { showToastAfterReload, takeToastAfterReload } from './toast-after-reload';

describe('toast after reload', () => {
  it('hands the toast to the next page once', () => {
    showToastAfterReload({
      title: 'Sign Out Issue',
      description: 'You have been signed out locally.',
    });
    expect(takeToastAfterReload()).toEqual({
      title: 'Sign Out Issue',
      description: 'You have been signed out locally.',
    });
    expect(takeToastAfterReload()).toBeNull();
  });

  it('ignores anything that is not a toast', () => {
    window.sessionStorage.setItem('spinbook.toastAfterReload', '{"nope":1}');
    expect(takeToastAfterReload()).toBeNull();
    window.sessionStorage.setItem('spinbook.toastAfterReload', 'not json');
    expect(takeToastAfterReload()).toBeNull();
  });
});
