import { describe, expect, it } from 'vitest';
import {
  emptyEvent,
  emptyEventLink,
  EVENT_TITLE_REQUIRED,
  EVENT_TITLE_REQUIRED_ON_CREATE,
  eventLinkSchema,
  eventSchema,
  INVALID_EVENT_DATE_TIME,
  toEventLinkWrite,
  toEventWrite,
} from './event-schema';
import { EVENT_DATE_TOO_FAR } from './event-dates';
import { problemsByPath, validateInput, validateOrThrow, type SyncSchema } from './validate';

const DJ_ID = 'Xy3kLm9PqRs2TuVw4YzA1bCdE5fG';

const valid = {
  title: 'Summer Rooftop Party',
  description: 'House all night',
  eventDate: '2025-07-04T20:00',
  venue: 'Skyline Roof',
  location: 'Austin, TX',
  eventType: 'upcoming',
  status: 'published',
  djId: DJ_ID,
};

function errorsOf<T>(schema: SyncSchema<T>, values: unknown): Record<string, string> {
  const result = validateInput(schema, values);
  return result.ok ? {} : { ...problemsByPath(result.problems) };
}
const errors = (values: unknown) => errorsOf(eventSchema, values);
const linkErrors = (values: unknown) => errorsOf(eventLinkSchema, values);

describe('eventSchema', () => {
  it('refuses a date more than 2 years ahead (the browser clock); control: next year', () => {
    expect(errors({ ...valid, eventDate: '9999-12-31T20:00' })).toEqual({
      eventDate: EVENT_DATE_TOO_FAR,
    });
    const nextYear = new Date().getFullYear() + 1;
    expect(errors({ ...valid, eventDate: `${nextYear}-06-01T20:00` })).toEqual({});
  });

  it('accepts a complete event', () => {
    expect(errors(valid)).toEqual({});
  });

  it('needs only a title, defaulting type to upcoming and status to draft', () => {
    const value = validateOrThrow(eventSchema, { title: 'Party' });
    expect(value).toMatchObject({ title: 'Party', eventType: 'upcoming', status: 'draft' });
  });

  it('requires the title with the spec text', () => {
    expect(EVENT_TITLE_REQUIRED).toBe('Title is required');
    expect(EVENT_TITLE_REQUIRED_ON_CREATE).toBe('Event title is required');
    expect(errors({ ...valid, title: '  ' })).toEqual({ title: 'Title is required' });
  });

  it.each([
    ['title', 200],
    ['description', 2000],
    ['venue', 200],
    ['location', 200],
  ])('limits %s to %d characters', (field, max) => {
    expect(errors({ ...valid, [field]: 'x'.repeat(max) })).toEqual({});
    expect(errors({ ...valid, [field]: 'x'.repeat(max + 1) })).toEqual({
      [field]: `Must be less than ${max} characters`,
    });
  });

  it.each(['2025-07-04', '2025-07-04T20:00:00', '2025-02-30T20:00', '2025-07-04T25:00', 'tonight'])(
    'refuses the date-time %j',
    (eventDate) => {
      expect(errors({ ...valid, eventDate })).toEqual({ eventDate: INVALID_EVENT_DATE_TIME });
    },
  );

  it('allows no date', () => {
    expect(errors({ ...valid, eventDate: '' })).toEqual({});
  });

  it('refuses unknown types and statuses', () => {
    expect(errors({ ...valid, eventType: 'weekly', status: 'deleted' })).toEqual({
      eventType: 'Invalid input',
      status: 'Invalid input',
    });
  });

  it('checks the DJ id when one is given', () => {
    expect(errors({ ...valid, djId: '' })).toEqual({});
    expect(errors({ ...valid, djId: ':id' })).toEqual({ djId: 'Invalid DJ ID format' });
  });

  it('refuses null for optional fields with our own message', () => {
    expect(errors({ ...valid, description: null, eventDate: null, djId: null })).toEqual({
      description: 'Invalid input',
      eventDate: 'Invalid input',
      djId: 'Invalid DJ ID format',
    });
  });

  it('starts from an empty form missing only the title', () => {
    expect(errors(emptyEvent)).toEqual({ title: 'Title is required' });
  });
});

describe('toEventWrite', () => {
  it('writes every text field, the date as a local Date, and the DJ id when set', () => {
    const write = toEventWrite(validateOrThrow(eventSchema, valid));
    expect(write).toEqual({
      title: 'Summer Rooftop Party',
      description: 'House all night',
      venue: 'Skyline Roof',
      location: 'Austin, TX',
      eventType: 'upcoming',
      status: 'published',
      eventDate: new Date(2025, 6, 4, 20, 0),
      djId: DJ_ID,
      searchTokens: expect.arrayContaining(['su', 'summer', 'skyline', 'au', 'austin', 'tx']),
    });
  });

  it('writes empty text as "", no date as null and omits an empty DJ id', () => {
    expect(toEventWrite(validateOrThrow(eventSchema, { ...emptyEvent, title: 'T' }))).toEqual({
      title: 'T',
      description: '',
      venue: '',
      location: '',
      eventType: 'upcoming',
      status: 'draft',
      eventDate: null,
      searchTokens: [],
    });
  });
});

describe('eventLinkSchema', () => {
  it('accepts a link and defaults the type to website', () => {
    expect(validateOrThrow(eventLinkSchema, { url: 'https://example.com' })).toMatchObject({
      linkType: 'website',
      url: 'https://example.com',
    });
  });

  it('requires a valid http(s) URL of at most 2048 characters', () => {
    expect(linkErrors({ ...emptyEventLink })).toEqual({ url: 'URL is required' });
    expect(linkErrors({ url: 'not a url' })).toEqual({ url: 'Please enter a valid URL' });
    expect(linkErrors({ url: 'javascript:alert(1)' })).toEqual({
      url: 'Please enter a valid URL',
    });
    expect(linkErrors({ url: `https://x.example/${'a'.repeat(2048)}` })).toEqual({
      url: 'Must be less than 2048 characters',
    });
  });

  it('refuses link types outside the six', () => {
    expect(linkErrors({ url: 'https://example.com', linkType: 'other' })).toEqual({
      linkType: 'Invalid input',
    });
  });

  it('limits the optional title to 200 characters', () => {
    expect(linkErrors({ url: 'https://example.com', title: 't'.repeat(201) })).toEqual({
      title: 'Must be less than 200 characters',
    });
  });

  it('maps to the link document, omitting an empty title', () => {
    const base = { linkType: 'youtube', url: ' https://youtu.be/dQw4w9WgXcQ ' };
    expect(toEventLinkWrite(validateOrThrow(eventLinkSchema, { ...base, title: '' }))).toEqual({
      linkType: 'youtube',
      url: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(
      toEventLinkWrite(validateOrThrow(eventLinkSchema, { ...base, title: 'Event Video' })),
    ).toEqual({ linkType: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Event Video' });
  });
});
