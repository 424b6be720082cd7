import { describe, expect, it } from 'vitest';
import {
  findOffPlatformContact,
  OFF_PLATFORM_PATTERNS,
  type OffPlatformPatternId,
} from './moderation';

describe('OFF_PLATFORM_PATTERNS', () => {
  it('has unique ids and a description for each', () => {
    const ids = OFF_PLATFORM_PATTERNS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of OFF_PLATFORM_PATTERNS) expect(p.description.length).toBeGreaterThan(5);
  });

  it('uses case-insensitive, non-global patterns (test() must not keep state)', () => {
    for (const { pattern } of OFF_PLATFORM_PATTERNS) {
      expect(pattern.flags).toContain('i');
      expect(pattern.global).toBe(false);
      expect(pattern.sticky).toBe(false);
    }
  });

  it('gives the same answer when asked twice', () => {
    expect(findOffPlatformContact('call me')).toEqual(['ask-phone']);
    expect(findOffPlatformContact('call me')).toEqual(['ask-phone']);
  });
});

const FLAGGED: [string, OffPlatformPatternId][] = [
  // Asking to be called or texted.
  ['Call me when you get a chance', 'ask-phone'],
  ['CALL ME', 'ask-phone'],
  ['just text me', 'ask-phone'],
  ['Text us the details', 'ask-phone'],
  ['ring me tomorrow', 'ask-phone'],
  ['Feel free to call or text', 'ask-phone'],
  ['Give me a call tonight', 'ask-phone'],
  ['shoot me a text', 'ask-phone'],
  ['My number is below', 'ask-phone'],
  ['my cell number: on request', 'ask-phone'],
  ["Here's my number", 'ask-phone'],
  ['Here\u2019s my number', 'ask-phone'],
  ['save my digits', 'ask-phone'],
  ['my mobile is the best way', 'ask-phone'],
  // Asking to be e-mailed.
  ['email me the playlist', 'ask-email'],
  ['E-mail me', 'ask-email'],
  ['Send me an email with the details', 'ask-email'],
  ['drop me a line', 'ask-email'],
  ['my email is on my website', 'ask-email'],
  ['My Gmail address: see profile', 'ask-email'],
  // Directly.
  ['Contact me directly', 'ask-direct'],
  ['you can reach me directly', 'ask-direct'],
  ['Can I pay you directly?', 'ask-direct'],
  ["Let's book directly next time, no fees", 'ask-direct'],
  ['We could deal with you directly', 'ask-direct'],
  ['reach me at the usual place', 'ask-direct'],
  ['contact me via my site', 'ask-direct'],
  ['hit me up on insta', 'ask-direct'],
  ['DM me on instagram', 'ask-direct'],
  ['dm me @djmike', 'ask-direct'],
  // Phone numbers.
  ['555-123-4567', 'phone-number'],
  ['(555) 123-4567', 'phone-number'],
  ['+1 (555) 123-4567', 'phone-number'],
  ['+1-555-123-4567', 'phone-number'],
  ['555.123.4567', 'phone-number'],
  ['5551234567', 'phone-number'],
  ['it is 5 5 5 1 2 3 4 5 6 7', 'phone-number'],
  ['+44 20 7946 0958', 'phone-number'],
  ['07700 900123', 'phone-number'],
  ['07.12.34.56.78', 'phone-number'],
  ['ph:5551234567', 'phone-number'],
  ['\uff15\uff15\uff15\uff11\uff12\uff13\uff14\uff15\uff16\uff17', 'phone-number'],
  // E-mail addresses.
  ['dj.mike+gigs@example.com', 'email-address'],
  ['DJ_Mike@Mail.Example.CO.UK', 'email-address'],
  ['djmike at gmail dot com', 'email-address'],
  ['djmike (at) gmail (dot) com', 'email-address'],
  ['djmike [at] gmail.com', 'email-address'],
  // Off the platform.
  ["Let's talk outside the app", 'off-platform'],
  ['we can chat outside of this platform', 'off-platform'],
  ['take it off the platform', 'off-platform'],
  ['pay off the site', 'off-platform'],
  ['message me outside Spinbook', 'off-platform'],
  ["let's go off-platform", 'off-platform'],
  ['we can settle off-site', 'off-platform'],
  ['offsite is easier', 'off-platform'],
  ['talk off app', 'off-platform'],
  // Messaging apps.
  ["I'm on WhatsApp", 'whatsapp'],
  ['whats app works', 'whatsapp'],
  ["what's app?", 'whatsapp'],
  ['WHATSAPP', 'whatsapp'],
  ['w h a t s a p p', 'whatsapp'],
  ['wh@tsapp', 'whatsapp'],
  ['whatsap me', 'whatsapp'],
  ['wa.me/15551234567', 'whatsapp'],
  ['Telegram: @djmike', 'telegram'],
  ['t e l e g r a m', 'telegram'],
  ['t.e.l.e.g.r.a.m', 'telegram'],
  ['TELEGR4M', 'telegram'],
  ['te\u200blegram', 'telegram'],
  ['\uff54\uff45\uff4c\uff45\uff47\uff52\uff41\uff4d', 'telegram'],
  ['https://t.me/djmike', 'telegram'],
  ["I'm on Signal", 'signal'],
  ['message me via signal', 'signal'],
  ['add me on signal', 'signal'],
  ['Signal app is best', 'signal'],
  ['download signal', 'signal'],
  ['on s i g n a l', 'signal'],
  ['my Signal number', 'signal'],
  ['join my Discord', 'discord'],
  ['d i s c o r d', 'discord'],
  ['d1sc0rd server', 'discord'],
  ['discord.gg/abc', 'discord'],
];

describe('findOffPlatformContact flags', () => {
  it.each(FLAGGED)('%j as %s', (text, id) => {
    expect(findOffPlatformContact(text)).toContain(id);
  });

  it('reports every kind found, in table order', () => {
    expect(
      findOffPlatformContact('Call me at 555-123-4567 or email dj@example.com, or on WhatsApp'),
    ).toEqual(['ask-phone', 'phone-number', 'email-address', 'whatsapp']);
  });
});

const BENIGN = [
  'Can you play some Latin music?',
  'The venue has a signal booster for the speakers?',
  'We lost signal on the wireless mic last time',
  'Does the venue have good signal strength for the card reader?',
  'Please check the signal flow from the mixer',
  'Route it through signal processing first',
  'Wait for my signal before the first dance',
  'DJ Signal played at our last party',
  'Do you get signal in the basement?',
  'Is there off-site parking for your van?',
  'Off-site storage is available for your gear',
  'We will be outside on the terrace',
  "It's outside the main hall",
  'We expect 150-200 guests',
  'Capacity is 1000-1500 people',
  'The event is on 2024-06-15 from 8pm to 12am',
  'Date: 06/15/2024, doors at 7:30',
  'Date: 15.06.2024',
  'Budget is $1,500 for 3 hours',
  'Our budget is $25000.00 all in',
  'Our address is 1234 Main St, Austin TX 78701',
  'Set times 9:30-11:45 and 12:00-1:30',
  "I've been DJing 2015-2024 across Texas",
  'Can I message you here with the playlist?',
  'The call time is 6pm',
  'Text on the banner should say Happy 30th',
  'Send me the playlist here please',
  'Please bring the fog machine and two speakers',
  'My phone died, sorry for the late reply',
  'What is my number of guests limit?',
  'Can you take song requests through the app?',
  'Thanks! See you at the venue',
  'The telegraph song is a classic',
  'Play "Sweet Caroline" at 10',
  'We need 2 mics, 4 lights and 1 fog machine',
  'The site manager will meet you at the loading dock',
  'Can you play something by Discorde?',
  'Let me know what the email from the venue said',
  'Dinner at 7 then dancing',
  'The couple will text each other the cue',
  'Payment went through the app already',
  'Order #100234567 from the rental company',
  "We'll be outside the site entrance at 5",
  'Please play Signal by TWICE',
  'Parking is free in lot B, gate code is 4821',
  'Doors 19:00-23:00, 120 bpm to 128',
];

describe('findOffPlatformContact leaves ordinary party talk alone', () => {
  it.each(BENIGN)('%j', (text) => {
    expect(findOffPlatformContact(text)).toEqual([]);
  });
});

describe('findOffPlatformContact performance', () => {
  it('answers quickly on long, adversarial input', () => {
    const inputs = [
      'a'.repeat(1000),
      '1 '.repeat(500),
      `${'a.'.repeat(499)}@`,
      `${'x '.repeat(300)}at ${'y'.repeat(300)}`,
      '-'.repeat(1000),
      `${'w h a t s '.repeat(100)}`,
    ];
    const started = Date.now();
    for (const text of inputs) findOffPlatformContact(text);
    expect(Date.now() - started).toBeLessThan(500);
  });
});
