import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { signUpSchema } from './auth-forms';
import { bookableWindowFrom } from './bookable-dates';
import { bookingRequestSchema } from './booking-schema';
import { djProfileSchema } from './dj-profile-schema';
import { eventLinkSchema, eventSchema } from './event-schema';
import { MESSAGE_GUIDELINES } from './message-validation';
import {
  hasOffPlatformContact,
  isOffPlatformRefusal,
  OFF_PLATFORM_NOTICE,
  OFF_PLATFORM_REFUSED,
  OFF_PLATFORM_SCAN_MAX,
  offPlatformSafe,
} from './off-platform-text';
import { profileSchema } from './profile-schema';
import { reviewSchema } from './review-schema';
import { problemsByPath, validateInput, type SyncSchema } from './validate';

const TODAY = '2031-01-10';

/** A valid value for each schema; each case below changes one field. */
const BASES: Record<string, { schema: SyncSchema<unknown>; valid: Record<string, unknown> }> = {
  booking: {
    schema: bookingRequestSchema(bookableWindowFrom(TODAY)),
    valid: {
      eventDate: '2031-02-01',
      startTime: '19:00',
      durationHours: 3,
      eventType: 'private',
      venue: 'Skyline Roof',
      guestCount: 80,
      equipmentNeeded: true,
      specialRequests: '',
    },
  },
  profile: { schema: profileSchema, valid: { displayName: 'Casey Client' } },
  signUp: {
    schema: signUpSchema,
    valid: {
      role: 'client',
      displayName: 'Casey Client',
      email: 'casey@example.com',
      password: 'Strong#Pass2026',
      confirmPassword: 'Strong#Pass2026',
      acceptTerms: true,
    },
  },
  djProfile: {
    schema: djProfileSchema,
    valid: {
      name: 'DJ Matrix',
      location: 'Austin, TX',
      hourlyRate: 150,
      // The private contact: contact details by design, never refused for being one.
      phone: '+1 (512) 555-0100',
      email: 'matrix@example.com',
      websiteUrl: 'https://djmatrix.example',
    },
  },
  event: { schema: eventSchema, valid: { title: 'Summer Rooftop Party' } },
  eventLink: {
    schema: eventLinkSchema,
    valid: { linkType: 'website', url: 'https://example.com/event' },
  },
  review: { schema: reviewSchema, valid: { rating: 5 } },
};

/** [schema, field, refused text, accepted control]. */
const CASES: [string, string, unknown, unknown][] = [
  ['booking', 'venue', 'Call me at 512 555 0100 for the address', 'Skyline Roof, 5th floor'],
  [
    'booking',
    'specialRequests',
    'Please add me on WhatsApp so we can sort it out',
    'Please play some 90s house around 10 pm',
  ],
  ['profile', 'displayName', 'casey at gmail dot com', 'Casey O’Neil'],
  ['signUp', 'displayName', 'Text me 512-555-0100', 'Casey Client'],
  ['djProfile', 'name', 'DJ Matrix (telegram @matrix)', 'DJ Matrix 3000'],
  ['djProfile', 'location', 'Austin, reach me directly', 'Austin, TX 78701'],
  [
    'djProfile',
    'bio',
    '<p>Book me directly: <a href="mailto:matrix@example.com">mail</a></p>',
    '<p>House and disco for <strong>weddings</strong> since 2015-2024.</p>',
  ],
  ['djProfile', 'bio', '<p>call</p><p>me</p><p>anytime</p>', '<p>Sound signal chain tuned</p>'],
  ['djProfile', 'genres', ['House', 'DM me on Discord'], ['House', 'Disco']],
  ['djProfile', 'equipment', ['Mixer', 'wa.me/15125550100'], ['Mixer', 'Pioneer DJM-900']],
  ['event', 'title', 'Rooftop party - tickets via whatsapp', 'Rooftop Party 2031'],
  ['event', 'description', 'Tickets: email me at host@example.com', 'House all night, doors 9 pm'],
  ['event', 'venue', 'Ring 555 0100 0200 at the door', 'Skyline Roof'],
  ['event', 'location', 'Off the platform, ask me', 'Austin, TX'],
  ['eventLink', 'title', 'Tickets - my number is 5125550100', 'Tickets on Eventbrite'],
  [
    'review',
    'comment',
    'Great DJ, his number is on Telegram: t.me/djmatrix',
    'Great DJ, booked again!',
  ],
];

function errorsOf(base: string, field: string, value: unknown): Record<string, string> {
  const { schema, valid } = BASES[base] as (typeof BASES)[string];
  const result = validateInput(schema, { ...valid, [field]: value });
  return result.ok ? {} : { ...problemsByPath(result.problems) };
}

describe('off-platform contact in free text fields', () => {
  it('the bases are valid', () => {
    for (const [name, { schema, valid }] of Object.entries(BASES)) {
      expect(validateInput(schema, valid).ok, name).toBe(true);
    }
  });

  it.each(CASES)('%s.%s refuses %j with the chat’s guideline', (base, field, refused) => {
    const errors = errorsOf(base, field, refused);
    const message = Object.entries(errors).find(([path]) => path.startsWith(field))?.[1];
    expect(message).toBe(OFF_PLATFORM_REFUSED);
  });

  it.each(CASES)('%s.%s accepts the control', (base, field, _refused, control) => {
    expect(errorsOf(base, field, control)).toEqual({});
  });

  it('uses the spec’s "Message Guidelines" text', () => {
    expect(OFF_PLATFORM_REFUSED).toBe(
      'Please keep all communication within the platform for safety and security.',
    );
    expect(OFF_PLATFORM_NOTICE).toEqual(MESSAGE_GUIDELINES);
  });

  it('leaves the DJ’s private phone and e-mail and the URLs alone', () => {
    expect(errorsOf('djProfile', 'phone', '512 555 0100')).toEqual({});
    expect(errorsOf('djProfile', 'email', 'dj@example.com')).toEqual({});
    expect(errorsOf('djProfile', 'instagramUrl', 'https://instagram.com/callmedirectly')).toEqual(
      {},
    );
  });

  it('sees through markup and angle brackets', () => {
    expect(hasOffPlatformContact('<b>What</b>sApp')).toBe(true);
    expect(hasOffPlatformContact('<p>Disco</p><p>House</p>')).toBe(false);
  });

  it('tells an off-platform refusal from other problems', () => {
    expect(isOffPlatformRefusal([{ message: OFF_PLATFORM_REFUSED }])).toBe(true);
    expect(isOffPlatformRefusal([{ message: 'Required' }])).toBe(false);
  });
});

/** `text` as decimal references, one per character: `&#52;&#49;&#53;…`. */
const asDecimalReferences = (text: string): string =>
  [...text].map((ch) => `&#${ch.codePointAt(0) ?? 0};`).join('');

describe('contact details hidden in character references (decision 0030)', () => {
  const HIDDEN: [string, string][] = [
    ['a phone number as decimal references', asDecimalReferences('4155550123')],
    ['an e-mail address with decimal references', 'jane&#64;gmail&#46;com'],
    ['an e-mail address with hex references', 'jane&#x40;gmail&#x2E;com'],
    ['an e-mail address with named references', 'jane&commat;gmail&period;com'],
    ['an e-mail address escaped twice', 'jane&amp;#64;gmail&amp;#46;com'],
    ['an e-mail address escaped three times', 'jane&amp;amp;#64;gmail.com'],
    ['a phone number in bio markup', `<p>Bookings: ${asDecimalReferences('415 555 0123')}</p>`],
    ['a phone number with thin spaces', '415&thinsp;555&thinsp;0123'],
    ['an app name with a soft hyphen', 'on Whats&shy;App'],
  ];

  it.each(HIDDEN)('refuses %s', (_what, text) => {
    expect(hasOffPlatformContact(text)).toBe(true);
  });

  it.each(HIDDEN)('refuses %s in every field others read', (_what, text) => {
    for (const [base, field] of CASES.map(([b, f]) => [b, f] as const)) {
      const list = field === 'genres' || field === 'equipment';
      // A genre or an item of equipment is at most 50 characters: longer is refused for that.
      if (list && text.length > 50) continue;
      const value = list ? ['House', text] : text;
      const message = Object.entries(errorsOf(base, field, value)).find(([path]) =>
        path.startsWith(field),
      )?.[1];
      expect(message, `${base}.${field}`).toBe(OFF_PLATFORM_REFUSED);
    }
  });

  it.each([
    ['Drum & bass'],
    ['<p>Drum &amp; bass, R&amp;B &amp; soul</p>'],
    ['Tom &amp; Jerry&#39;s 2015-2024 tour'],
    ['&copy; 2031 DJ Matrix'],
  ])('accepts %j', (text) => {
    expect(hasOffPlatformContact(text)).toBe(false);
    expect(errorsOf('djProfile', 'bio', text)).toEqual({});
  });
});

describe('huge input', () => {
  it('is refused by the field length, not scanned (one request must not take minutes)', () => {
    const huge = 'A'.repeat(300_000);
    const result = validateInput(djProfileSchema, {
      name: huge,
      location: 'Berlin',
      hourlyRate: 150,
      bio: huge,
      genres: [huge],
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const problems = problemsByPath(result.problems);
      expect(problems.name).toBeDefined();
      expect(problems.name).not.toBe(OFF_PLATFORM_REFUSED);
    }
  });

  it('text up to the scan limit is still checked', () => {
    const padded = `${'a '.repeat((OFF_PLATFORM_SCAN_MAX - 40) / 2)}mail me at a@b.example`;
    expect(padded.length).toBeLessThanOrEqual(OFF_PLATFORM_SCAN_MAX);
    const schema = object({ bio: string().test(offPlatformSafe()) });
    expect(validateInput(schema, { bio: padded }).ok).toBe(false);
    expect(validateInput(schema, { bio: 'a '.repeat(100) }).ok).toBe(true);
  });
});
