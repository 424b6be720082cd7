import { describe, expect, it } from 'vitest';
import { parseEvent, parseEventLink } from './event';

const at = (iso: string) => ({ toDate: () => new Date(iso) });

describe('parseEvent', () => {
  it('reads a complete event document', () => {
    expect(
      parseEvent('e1', {
        ownerUid: 'u1',
        title: 'Warehouse Night',
        description: 'Techno until sunrise.',
        eventDate: at('2027-03-14T21:00:00Z'),
        venue: 'Armazém 16',
        location: 'Lisbon',
        eventType: 'recurring',
        status: 'published',
        djId: 'u1',
        createdAt: new Date('2027-01-01T00:00:00Z'),
        searchTokens: ['wa'],
      }),
    ).toEqual({
      id: 'e1',
      ownerUid: 'u1',
      title: 'Warehouse Night',
      description: 'Techno until sunrise.',
      eventDate: new Date('2027-03-14T21:00:00Z'),
      venue: 'Armazém 16',
      location: 'Lisbon',
      eventType: 'recurring',
      status: 'published',
      djId: 'u1',
      createdAt: new Date('2027-01-01T00:00:00Z'),
    });
  });

  it('gives safe defaults for a missing or mistyped field', () => {
    expect(parseEvent('e2', {})).toEqual({
      id: 'e2',
      ownerUid: '',
      title: 'Untitled event',
      description: '',
      eventDate: null,
      venue: '',
      location: '',
      eventType: 'upcoming',
      status: 'draft',
      djId: null,
      createdAt: null,
    });
    expect(
      parseEvent('e3', {
        title: 42,
        eventDate: '2027-03-14',
        eventType: 'festival',
        status: 'cancelled',
        djId: '',
        createdAt: at('not a date'),
      }),
    ).toMatchObject({
      title: 'Untitled event',
      eventDate: null,
      eventType: 'upcoming',
      status: 'draft',
      djId: null,
      createdAt: null,
    });
  });
});

describe('parseEventLink', () => {
  it('reads a link and defaults an unknown type to website', () => {
    expect(
      parseEventLink('l1', {
        linkType: 'youtube',
        url: 'https://youtu.be/dQw4w9WgXcQ',
        title: 'Event Video',
        createdAt: at('2027-01-02T00:00:00Z'),
      }),
    ).toEqual({
      id: 'l1',
      linkType: 'youtube',
      url: 'https://youtu.be/dQw4w9WgXcQ',
      title: 'Event Video',
      createdAt: new Date('2027-01-02T00:00:00Z'),
    });
    expect(parseEventLink('l2', { linkType: 'myspace' })).toEqual({
      id: 'l2',
      linkType: 'website',
      url: '',
      title: '',
      createdAt: null,
    });
  });
});
