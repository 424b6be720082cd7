import { describe, expect, it } from 'vitest';
import {
  answerPrompt,
  pushPermissionOf,
  pushPromptState,
  putOffKey,
  REQUESTS_PROMPT,
  type PushPromptInput,
} from './push-prompt';

const base: PushPromptInput = {
  permission: 'default',
  iosBrowserTab: false,
  device: 'off',
  putOff: false,
};

describe('pushPromptState', () => {
  it.each<[Partial<PushPromptInput>, ReturnType<typeof pushPromptState>]>([
    // Asked only where it can work and is not on yet.
    [{}, 'ask'],
    [{ permission: 'granted', device: 'off' }, 'ask'],
    [{ permission: 'granted', device: 'on' }, 'hidden'],
    // Waits for the device document rather than flashing the card.
    [{ device: 'loading' }, 'hidden'],
    [{ permission: 'unsupported' }, 'hidden'],
    // Blocked: a hint to the site settings instead of a button that cannot work.
    [{ permission: 'denied' }, 'blocked'],
    [{ permission: 'denied', device: 'on' }, 'blocked'],
    // An iPhone's Safari tab has no Notification at all: the Home Screen instead.
    [{ iosBrowserTab: true, permission: 'unsupported' }, 'home-screen'],
    // "Not now" hides every form of it, on this device.
    [{ putOff: true }, 'hidden'],
    [{ putOff: true, permission: 'denied' }, 'hidden'],
    [{ putOff: true, iosBrowserTab: true }, 'hidden'],
  ])('%o → %s', (input, state) => {
    expect(pushPromptState({ ...base, ...input })).toBe(state);
  });
});

describe('pushPermissionOf', () => {
  const full = {
    hasNotification: true,
    hasServiceWorker: true,
    hasPushManager: true,
    permission: 'granted' as const,
  };

  it('is the browser’s permission where web push exists', () => {
    expect(pushPermissionOf(full)).toBe('granted');
    expect(pushPermissionOf({ ...full, permission: undefined })).toBe('default');
  });

  it('is unsupported without any one of the three', () => {
    expect(pushPermissionOf({ ...full, hasNotification: false })).toBe('unsupported');
    expect(pushPermissionOf({ ...full, hasServiceWorker: false })).toBe('unsupported');
    expect(pushPermissionOf({ ...full, hasPushManager: false })).toBe('unsupported');
  });
});

describe('the texts', () => {
  it('say why, at each place', () => {
    expect(REQUESTS_PROMPT.title).toBe('Get new requests on this phone');
    expect(REQUESTS_PROMPT.reason).toMatch(/first DJ to answer usually wins the booking/);
    expect(answerPrompt('Marcus Reid').title).toBe('Get told when Marcus Reid answers');
    expect(answerPrompt('  ').title).toBe('Get told when your DJ answers');
  });

  it('keeps each place’s "Not now" apart', () => {
    expect(putOffKey('requests')).not.toBe(putOffKey('booking'));
  });
});
