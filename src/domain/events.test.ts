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
  isUpcomingEvent,
} from './events';

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
