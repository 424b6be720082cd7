import { describe, expect, it } from 'vitest';
import {
  INVALID_MESSAGE,
  MESSAGE_GUIDELINES,
  MESSAGE_INPUT_HINT,
  MESSAGE_MAX_LENGTH,
  MESSAGE_PANEL_SEND_FAILED,
  MESSAGE_RATE_LIMITED,
  validateMessage,
} from './message-validation';

describe('notices', () => {
  it('use the spec texts', () => {
    expect(MESSAGE_MAX_LENGTH).toBe(1000);
    expect(INVALID_MESSAGE).toEqual({
      title: 'Invalid Message',
      description: 'Your message contains invalid content. Please revise.',
    });
    expect(MESSAGE_GUIDELINES).toEqual({
      title: 'Message Guidelines',
      description: 'Please keep all communication within the platform for safety and security.',
    });
    expect(MESSAGE_RATE_LIMITED).toEqual({
      title: 'Rate Limit Exceeded',
      description: 'Please slow down. You can send up to 10 messages per minute.',
    });
    expect(MESSAGE_PANEL_SEND_FAILED).toEqual({
      title: 'Message Failed',
      description: 'Unable to send message. Please try again.',
    });
    expect(MESSAGE_INPUT_HINT).toBe('Press Enter to send, Shift+Enter for new line');
  });
});

describe('validateMessage', () => {
  it('accepts an ordinary message and returns it sanitised', () => {
    expect(validateMessage('  Can you play some Latin music?  ')).toEqual({
      ok: true,
      content: 'Can you play some Latin music?',
    });
    expect(validateMessage('I <3 <b>house</b>')).toEqual({ ok: true, content: 'I 3 bhouse/b' });
  });

  it.each(['', ' ', '\n\t ', '<>', ' < > '])('refuses the empty message %j', (content) => {
    expect(validateMessage(content)).toEqual({
      ok: false,
      notice: INVALID_MESSAGE,
      reason: 'empty',
    });
  });

  it.each([null, undefined, 42, {}, ['hi']])('refuses the non-text %j', (content) => {
    expect(validateMessage(content)).toMatchObject({ ok: false, reason: 'empty' });
  });

  it('allows exactly 1000 characters and refuses 1001', () => {
    expect(validateMessage('a'.repeat(1000))).toEqual({ ok: true, content: 'a'.repeat(1000) });
    expect(validateMessage('a'.repeat(1001))).toEqual({
      ok: false,
      notice: INVALID_MESSAGE,
      reason: 'too-long',
    });
  });

  it('blocks off-platform contact with the guidelines notice', () => {
    expect(validateMessage('Text me on WhatsApp')).toEqual({
      ok: false,
      notice: MESSAGE_GUIDELINES,
      reason: 'off-platform',
      matches: ['ask-phone', 'whatsapp'],
    });
  });

  it('checks the text before and after brackets are removed', () => {
    // Removing brackets joins "tele" and "gram": caught on the sanitised text.
    expect(validateMessage('tele<gram>')).toMatchObject({ ok: false, matches: ['telegram'] });
    // Removing brackets turns "me<x" into "mex": caught on the typed text.
    expect(validateMessage('text me<x')).toMatchObject({ ok: false, matches: ['ask-phone'] });
    expect(validateMessage('call<br>me')).toMatchObject({ ok: true, content: 'callbrme' });
  });

  it.each([
    ['jane&#64;gmail&#46;com', ['email-address']],
    ['jane&commat;gmail&period;com', ['email-address']],
    ['jane&amp;#x40;gmail.com', ['email-address']],
    ['&#52;&#49;&#53;&#53;&#53;&#53;&#48;&#49;&#50;&#51;', ['phone-number']],
  ])('reads %j with its character references decoded (decision 0030)', (content, matches) => {
    expect(validateMessage(content)).toMatchObject({ ok: false, reason: 'off-platform', matches });
  });

  it('keeps an ampersand as typed', () => {
    expect(validateMessage('Drum & bass, then R&amp;B?')).toEqual({
      ok: true,
      content: 'Drum & bass, then R&amp;B?',
    });
  });
});
