import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EVENT_LINK_TYPE,
  DEFAULT_EVENT_STATUS,
  DEFAULT_EVENT_TYPE,
  EVENT_LINK_PRESETS,
  EVENT_LINK_TYPE_LABELS,
  EVENT_LINK_TYPES,
  EVENT_LINK_URL_FIELDS,
  EVENT_STATUSES,
  EVENT_STATUS_LABELS,
  EVENT_TEXTS,
  EVENT_TYPES,
  EVENT_TYPE_LABELS,
  eventSearchQueryToken,
  eventSearchTokens,
  isUpcomingEvent,
  matchesEventSearch,
} from './events';
import { searchWords as eventSearchWords } from './search-text';

describe('event value lists', () => {
  it('match the spec, with its defaults', () => {
    expect(EVENT_TYPES).toEqual(['upcoming', 'past', 'recurring']);
    expect(EVENT_STATUSES).toEqual(['draft', 'published', 'archived']);
    expect([DEFAULT_EVENT_TYPE, DEFAULT_EVENT_STATUS, DEFAULT_EVENT_LINK_TYPE]).toEqual([
      'upcoming',
      'draft',
      'website',
    ]);
    expect(Object.keys(EVENT_TYPE_LABELS)).toEqual([...EVENT_TYPES]);
    expect(Object.keys(EVENT_STATUS_LABELS)).toEqual([...EVENT_STATUSES]);
  });

  it('labels the six link types', () => {
    expect(EVENT_LINK_TYPES).toEqual([
      'eventbrite',
      'youtube',
      'instagram',
      'tiktok',
      'flyer',
      'website',
    ]);
    expect(EVENT_LINK_TYPE_LABELS).toEqual({
      eventbrite: 'Tickets',
      youtube: 'YouTube Video',
      instagram: 'Instagram',
      tiktok: 'TikTok',
      flyer: 'Event Image / Flyer',
      website: 'Website',
    });
    expect(Object.keys(EVENT_LINK_URL_FIELDS)).toEqual([...EVENT_LINK_TYPES]);
    for (const field of Object.values(EVENT_LINK_URL_FIELDS)) {
      expect(field.placeholder.startsWith('https://')).toBe(true);
    }
  });

  it('offers the four quick-pick presets', () => {
    expect(EVENT_LINK_PRESETS).toEqual([
      { label: 'YouTube Video', linkType: 'youtube', title: 'Event Video' },
      { label: 'Event Image', linkType: 'flyer', title: 'Event Flyer' },
      { label: 'Instagram', linkType: 'instagram', title: 'Instagram Post' },
      { label: 'Tickets', linkType: 'eventbrite', title: 'Event Tickets' },
    ]);
  });

  it('words the toasts as the spec does', () => {
    expect(EVENT_TEXTS.created).toBe('Event created successfully!');
    expect(EVENT_TEXTS.linkDeleted).toBe('Link deleted successfully!');
    expect(EVENT_TEXTS.createFailed('boom')).toBe('Failed to create event: boom');
    expect(EVENT_TEXTS.addLinkFailed('x')).toBe('Failed to add link: x');
  });
});

describe('isUpcomingEvent', () => {
  const now = new Date('2025-06-10T12:00:00Z');

  it('treats no date as upcoming', () => {
    expect(isUpcomingEvent(null, now)).toBe(true);
    expect(isUpcomingEvent(undefined, now)).toBe(true);
    expect(isUpcomingEvent(new Date(NaN), now)).toBe(true);
  });

  it('treats a later date as upcoming and now or earlier as past', () => {
    expect(isUpcomingEvent(new Date(now.getTime() + 1), now)).toBe(true);
    expect(isUpcomingEvent(new Date(now.getTime()), now)).toBe(false);
    expect(isUpcomingEvent(new Date(now.getTime() - 1), now)).toBe(false);
  });
});

describe('EVENT_LINK_URL_FIELDS (the URL field follows the link type)', () => {
  it.each([
    ['eventbrite', 'Ticket URL', 'https://www.eventbrite.com/e/...'],
    ['youtube', 'YouTube URL', 'https://www.youtube.com/watch?v=...'],
    ['instagram', 'Instagram URL', 'https://www.instagram.com/p/...'],
    ['tiktok', 'TikTok URL', 'https://www.tiktok.com/@user/video/...'],
    ['flyer', 'Image URL (JPG, PNG or GIF)', 'https://example.com/flyer.jpg'],
    ['website', 'Website URL', 'https://example.com'],
  ] as const)('%s → "%s", placeholder %s', (type, label, placeholder) => {
    expect(EVENT_LINK_URL_FIELDS[type]).toEqual({ label, placeholder });
  });
});

describe('eventSearchTokens', () => {
  it('indexes every word prefix of 2+ characters of title, venue and location', () => {
    const tokens = eventSearchTokens({
      title: 'Deep House',
      venue: 'Club 21',
      location: 'Austin, TX',
    });
    expect(tokens).toEqual([
      'de',
      'dee',
      'deep',
      'ho',
      'hou',
      'hous',
      'house',
      'cl',
      'clu',
      'club',
      '21',
      'au',
      'aus',
      'aust',
      'austi',
      'austin',
      'tx',
    ]);
  });

  it('lowercases, drops accents and punctuation, and skips one-letter words', () => {
    expect(eventSearchTokens({ title: 'Café-Bar à Lisboa!' })).toEqual([
      'ca',
      'caf',
      'cafe',
      'ba',
      'bar',
      'li',
      'lis',
      'lisb',
      'lisbo',
      'lisboa',
    ]);
  });

  it('has no repeats and treats missing venue and location as empty', () => {
    const tokens = eventSearchTokens({ title: 'Jazz jazz JAZZ', venue: null, location: undefined });
    expect(tokens).toEqual(['ja', 'jaz', 'jazz']);
  });

  it('cuts prefixes at 20 characters and the list at 100 tokens', () => {
    const long = eventSearchTokens({ title: 'a'.repeat(50) });
    expect(long).toHaveLength(19);
    expect(Math.max(...long.map((t) => t.length))).toBe(20);
    const many = eventSearchTokens({
      // 40 words with distinct two-letter starts, 5 prefixes each: 200 before the cap.
      title: Array.from(
        { length: 40 },
        (_, i) =>
          `${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}mnop`,
      ).join(' '),
    });
    expect(many).toHaveLength(100);
    expect(many.slice(0, 5)).toEqual(['aa', 'aam', 'aamn', 'aamno', 'aamnop']);
    expect(new Set(many).size).toBe(100);
  });

  it('is empty for an event with no searchable words', () => {
    expect(eventSearchTokens({ title: 'T', venue: '', location: '—' })).toEqual([]);
  });
});

describe('event search matching', () => {
  const event = { title: 'Rooftop Sunset Session', venue: 'Skyline Bar', location: 'Austin, TX' };

  it('splits typed text into normalised words', () => {
    expect(eventSearchWords('  Sunset,   ROOF-top ')).toEqual(['sunset', 'roof', 'top']);
  });

  it('asks the server for the longest typed word, cut to the indexed length', () => {
    expect(eventSearchQueryToken('sun rooftop')).toBe('rooftop');
    expect(eventSearchQueryToken('Austin')).toBe('austin');
    expect(eventSearchQueryToken('x')).toBeNull();
    expect(eventSearchQueryToken('   ')).toBeNull();
    expect(eventSearchQueryToken('a'.repeat(30))).toBe('a'.repeat(20));
  });

  it.each([
    ['', true],
    ['sunset', true],
    ['SUN', true],
    ['roof sess', true],
    ['skyline', true],
    ['austin tx', true],
    ['aus', true],
    ['set', false],
    ['sunset dallas', false],
    ['rooftops', false],
  ])('"%s" matches: %s', (search, expected) => {
    expect(matchesEventSearch(event, search)).toBe(expected);
  });

  it('finds an event by any token it indexes (what the server matches, the browser confirms)', () => {
    for (const token of eventSearchTokens(event)) {
      expect(matchesEventSearch(event, token)).toBe(true);
      expect(eventSearchQueryToken(token)).toBe(token);
    }
  });
});
