import { mixed, object, type InferType } from 'yup';
import { EVENT_DATE_TOO_FAR, isWithinEventHorizon } from './event-dates';
import { parseDateTimeLocalInput } from './format';
import { INVALID_DJ_ID, INVALID_ID, isValidDjId, isValidDocId } from './ids';
import { FIELD_LIMITS } from './limits';
import { INVALID_INPUT } from './messages';
import {
  DEFAULT_EVENT_LINK_TYPE,
  DEFAULT_EVENT_STATUS,
  DEFAULT_EVENT_TYPE,
  EVENT_LINK_TYPES,
  EVENT_STATUSES,
  EVENT_TYPES,
  eventSearchTokens,
  type EventLinkType,
  type EventStatus,
  type EventType,
} from './events';
import { offPlatformSafe } from './off-platform-text';
import { optionalText, requiredText, requiredUrl, trimmedString } from './schema-fields';

/** The event form and the event link form (operations-side spec, section 5). */
export const EVENT_TITLE_REQUIRED = 'Title is required';
/** What creation says when the title is missing anyway (the data layer's check). */
export const EVENT_TITLE_REQUIRED_ON_CREATE = 'Event title is required';
/** Not in the spec: the date-time input's own error. */
export const INVALID_EVENT_DATE_TIME = 'Please enter a valid date and time.';

export const eventSchema = object({
  title: requiredText(FIELD_LIMITS.title, EVENT_TITLE_REQUIRED).test(offPlatformSafe()),
  description: optionalText(FIELD_LIMITS.description).test(offPlatformSafe()),
  /** A datetime-local value, 'YYYY-MM-DDTHH:mm'; '' for none. */
  eventDate: trimmedString()
    .test(
      'date-time-local',
      INVALID_EVENT_DATE_TIME,
      (value) => !value || parseDateTimeLocalInput(value) !== null,
    )
    // The browser's clock; saveEvent checks the same bound with the server's (decision 0031).
    .test('not-too-far', EVENT_DATE_TOO_FAR, (value) => {
      const at = value ? parseDateTimeLocalInput(value) : null;
      return at === null || isWithinEventHorizon(at, new Date());
    })
    .optional(),
  venue: optionalText(FIELD_LIMITS.venue).test(offPlatformSafe()),
  location: optionalText(FIELD_LIMITS.location).test(offPlatformSafe()),
  eventType: mixed<EventType>()
    .oneOf(EVENT_TYPES, INVALID_INPUT)
    .nonNullable(INVALID_INPUT)
    .default(DEFAULT_EVENT_TYPE),
  status: mixed<EventStatus>()
    .oneOf(EVENT_STATUSES, INVALID_INPUT)
    .nonNullable(INVALID_INPUT)
    .default(DEFAULT_EVENT_STATUS),
  /** The author's own DJ profile, if they link one; '' for none. */
  djId: trimmedString(INVALID_DJ_ID)
    .test('dj-id', INVALID_DJ_ID, (value) => !value || isValidDjId(value))
    .optional(),
});

export type EventValues = InferType<typeof eventSchema>;

export const emptyEvent = {
  title: '',
  description: '',
  eventDate: '',
  venue: '',
  location: '',
  eventType: DEFAULT_EVENT_TYPE,
  status: DEFAULT_EVENT_STATUS,
  djId: '',
};
export type EventFormValues = typeof emptyEvent;

export interface EventWrite {
  title: string;
  description: string;
  venue: string;
  location: string;
  eventType: EventType;
  status: EventStatus;
  /** A Date (Firestore stores it as a timestamp) or null for "no date yet". */
  eventDate: Date | null;
  /** Present only when linked; to unlink on update, delete the field. */
  djId?: string;
  /** Word prefixes of title, venue and location for the events search (eventSearchTokens). */
  searchTokens: string[];
}

/**
 * Validated values → the event document fields (docs/data-model.md). Text
 * fields are always written, '' when empty, so an update can clear them; the
 * date is null when empty. The date-time is read in local time, so call this
 * in the browser (functions run in UTC).
 */
export function toEventWrite(values: EventValues): EventWrite {
  return buildEventWrite(
    values,
    values.eventDate ? parseDateTimeLocalInput(values.eventDate) : null,
  );
}

/** The document fields from validated values and the date they stand for. */
function buildEventWrite(
  values: Omit<EventValues, 'eventDate'>,
  eventDate: Date | null,
): EventWrite {
  const write: EventWrite = {
    title: values.title,
    description: values.description ?? '',
    venue: values.venue ?? '',
    location: values.location ?? '',
    eventType: values.eventType,
    status: values.status,
    eventDate,
    searchTokens: [],
  };
  write.searchTokens = eventSearchTokens(write);
  if (values.djId) write.djId = values.djId;
  return write;
}

export const eventLinkSchema = object({
  linkType: mixed<EventLinkType>()
    .oneOf(EVENT_LINK_TYPES, INVALID_INPUT)
    .nonNullable(INVALID_INPUT)
    .default(DEFAULT_EVENT_LINK_TYPE),
  url: requiredUrl(),
  title: optionalText(FIELD_LIMITS.title).test(offPlatformSafe()),
});

export type EventLinkValues = InferType<typeof eventLinkSchema>;

export const emptyEventLink = {
  linkType: DEFAULT_EVENT_LINK_TYPE,
  url: '',
  title: '',
};

export interface EventLinkWrite {
  linkType: EventLinkType;
  url: string;
  title?: string;
}

export function toEventLinkWrite(values: EventLinkValues): EventLinkWrite {
  const write: EventLinkWrite = { linkType: values.linkType, url: values.url };
  if (values.title) write.title = values.title;
  return write;
}

// ---- The saveEvent and addEventLink callables ----------------------------------------------

/** An instant as `Date.toISOString()` writes it (the browser turns local time into one). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?Z$/;

export function isIsoInstant(value: string): boolean {
  return ISO_INSTANT.test(value) && Number.isFinite(Date.parse(value));
}

const optionalDocId = () =>
  trimmedString(INVALID_ID)
    .test('doc-id', INVALID_ID, (value) => !value || isValidDocId(value))
    .optional();

const requiredDocId = () =>
  trimmedString(INVALID_ID)
    .required(INVALID_ID)
    .test('doc-id', INVALID_ID, (value) => value === undefined || isValidDocId(value));

/**
 * saveEvent's input: the form's fields, with the date as an instant ('' for none) because
 * the server runs in UTC and cannot read the browser's local time, and `eventId` to update
 * (absent to create). Search tokens, owner and times are the server's.
 */
export const saveEventInputSchema = eventSchema.shape({
  eventId: optionalDocId(),
  eventDate: trimmedString()
    .test('iso-instant', INVALID_EVENT_DATE_TIME, (value) => !value || isIsoInstant(value))
    .optional(),
});
export type SaveEventInput = InferType<typeof saveEventInputSchema>;
export interface SaveEventResult {
  eventId: string;
  created: boolean;
}

/** The form's write (toEventWrite, in the browser) → saveEvent's input. */
export function toSaveEventInput(write: EventWrite, eventId?: string): SaveEventInput {
  const input: SaveEventInput = {
    title: write.title,
    description: write.description,
    venue: write.venue,
    location: write.location,
    eventType: write.eventType,
    status: write.status,
    eventDate: write.eventDate ? write.eventDate.toISOString() : '',
  };
  if (write.djId) input.djId = write.djId;
  if (eventId) input.eventId = eventId;
  return input;
}

/** Validated saveEvent input → the event's fields, search tokens computed (and bounded) here. */
export function eventWriteFromInput(input: SaveEventInput): EventWrite {
  return buildEventWrite(input, input.eventDate ? new Date(input.eventDate) : null);
}

/** addEventLink's input: the link form's fields and the event they belong to. */
export const addEventLinkInputSchema = eventLinkSchema.shape({ eventId: requiredDocId() });
export type AddEventLinkInput = InferType<typeof addEventLinkInputSchema>;
export interface AddEventLinkResult {
  linkId: string;
}

/** An event holds at most this many links (the detail view reads 100). */
export const EVENT_LINKS_MAX = 100;
export const EVENT_LINKS_FULL = `An event can have at most ${EVENT_LINKS_MAX} links.`;
/** saveEvent with a djId that is not the caller's own profile. */
export const EVENT_DJ_NOT_YOURS = 'You can only link your own DJ profile.';
export const EVENT_DJ_PROFILE_MISSING = 'Create your DJ profile before linking it to an event.';
export const EVENT_NOT_FOUND = 'Event not found.';
export const EVENT_NOT_YOURS = 'Only the event’s owner can change it.';
