/**
 * Events and their media links (operations-side spec, sections 2–4): the
 * value lists, their labels, the quick-pick presets and the upcoming/past
 * split. The form rules are in event-schema.ts.
 */
import { searchWords } from './search-text';

export const EVENT_TYPES = ['upcoming', 'past', 'recurring'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_TYPE_LABELS: Readonly<Record<EventType, string>> = {
  upcoming: 'Upcoming',
  past: 'Past',
  recurring: 'Recurring',
};

export const EVENT_STATUSES = ['draft', 'published', 'archived'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const EVENT_STATUS_LABELS: Readonly<Record<EventStatus, string>> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

export const DEFAULT_EVENT_TYPE: EventType = 'upcoming';
export const DEFAULT_EVENT_STATUS: EventStatus = 'draft';

/**
 * The six types the link form offers. The spec's "other" appears in one
 * legacy list only; this product has no old data, so it is left out.
 */
export const EVENT_LINK_TYPES = [
  'eventbrite',
  'youtube',
  'instagram',
  'tiktok',
  'flyer',
  'website',
] as const;
export type EventLinkType = (typeof EVENT_LINK_TYPES)[number];
export const DEFAULT_EVENT_LINK_TYPE: EventLinkType = 'website';

export const EVENT_LINK_TYPE_LABELS: Readonly<Record<EventLinkType, string>> = {
  eventbrite: 'Tickets',
  youtube: 'YouTube Video',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  flyer: 'Event Image / Flyer',
  website: 'Website',
};

/** The URL field's label and placeholder change with the link type. */
export const EVENT_LINK_URL_FIELDS: Readonly<
  Record<EventLinkType, { label: string; placeholder: string }>
> = {
  eventbrite: { label: 'Ticket URL', placeholder: 'https://www.eventbrite.com/e/...' },
  youtube: { label: 'YouTube URL', placeholder: 'https://www.youtube.com/watch?v=...' },
  instagram: { label: 'Instagram URL', placeholder: 'https://www.instagram.com/p/...' },
  tiktok: { label: 'TikTok URL', placeholder: 'https://www.tiktok.com/@user/video/...' },
  // The spec mentions JPG, PNG or GIF in the label but does not enforce it.
  flyer: { label: 'Image URL (JPG, PNG or GIF)', placeholder: 'https://example.com/flyer.jpg' },
  website: { label: 'Website URL', placeholder: 'https://example.com' },
};

export interface EventLinkPreset {
  label: string;
  linkType: EventLinkType;
  title: string;
}

/** The "Add Media" quick-pick tiles. */
export const EVENT_LINK_PRESETS: readonly EventLinkPreset[] = [
  { label: 'YouTube Video', linkType: 'youtube', title: 'Event Video' },
  { label: 'Event Image', linkType: 'flyer', title: 'Event Flyer' },
  { label: 'Instagram', linkType: 'instagram', title: 'Instagram Post' },
  { label: 'Tickets', linkType: 'eventbrite', title: 'Event Tickets' },
];

/** No date means upcoming; a date after `now` is upcoming; `now` or earlier is past. */
export function isUpcomingEvent(eventDate: Date | null | undefined, now: Date): boolean {
  if (!eventDate || Number.isNaN(eventDate.getTime())) return true;
  return eventDate.getTime() > now.getTime();
}

export const EVENT_TEXTS = {
  created: 'Event created successfully!',
  updated: 'Event updated successfully!',
  deleted: 'Event deleted successfully!',
  linkAdded: 'Link added successfully!',
  linkDeleted: 'Link deleted successfully!',
  createFailed: (message: string) => `Failed to create event: ${message}`,
  updateFailed: (message: string) => `Failed to update event: ${message}`,
  deleteFailed: (message: string) => `Failed to delete event: ${message}`,
  addLinkFailed: (message: string) => `Failed to add link: ${message}`,
  deleteLinkFailed: (message: string) => `Failed to delete link: ${message}`,
  mediaEmpty: 'Make your event stand out with videos and images',
} as const;

/**
 * Search (docs/events.md): an event carries `searchTokens`, the lowercase
 * prefixes (2 to 20 characters) of every word of its title, venue and
 * location, at most 100 of them. The list page asks Firestore for
 * `searchTokens array-contains <the longest typed word>` and checks the other
 * typed words in the browser with `matchesEventSearch`. Firestore rules
 * refuse a list over 100 entries, which bounds the document size.
 */
export const EVENT_SEARCH_TOKEN_MIN = 2;
export const EVENT_SEARCH_TOKEN_MAX = 20;
export const EVENT_SEARCH_TOKENS_MAX = 100;

/**
 * Word prefixes of the title, then the venue, then the location, in that
 * order and without repeats, so when the cap is reached it is the end of a
 * long description of the place that stops being searchable, not the title.
 */
export function eventSearchTokens(event: {
  title: string;
  venue?: string | null;
  location?: string | null;
}): string[] {
  const tokens = new Set<string>();
  const text = [event.title, event.venue ?? '', event.location ?? ''].join(' ');
  for (const word of searchWords(text)) {
    const longest = Math.min(word.length, EVENT_SEARCH_TOKEN_MAX);
    for (let end = EVENT_SEARCH_TOKEN_MIN; end <= longest; end++) {
      tokens.add(word.slice(0, end));
      if (tokens.size === EVENT_SEARCH_TOKENS_MAX) return [...tokens];
    }
  }
  return [...tokens];
}

/**
 * The one token the server is asked for: the longest typed word (the most
 * selective), cut to the indexed length; null when no word is long enough,
 * in which case the page filters in the browser only.
 */
export function eventSearchQueryToken(search: string): string | null {
  let best = '';
  for (const word of searchWords(search)) if (word.length > best.length) best = word;
  return best.length >= EVENT_SEARCH_TOKEN_MIN ? best.slice(0, EVENT_SEARCH_TOKEN_MAX) : null;
}

/**
 * The search box's meaning: every typed word starts a word of the title,
 * venue or location (case and accents ignored). An empty search matches all.
 */
export function matchesEventSearch(
  event: { title: string; venue?: string | null; location?: string | null },
  search: string,
): boolean {
  const wanted = searchWords(search);
  if (wanted.length === 0) return true;
  const words = searchWords([event.title, event.venue ?? '', event.location ?? ''].join(' '));
  return wanted.every((w) => words.some((word) => word.startsWith(w)));
}
