/**
 * What the app reads from events/{eventId} and events/{eventId}/links/{linkId}
 * (operations-side spec, sections 2–4). Parsing is defensive: a missing or
 * mistyped field gets a safe default instead of crashing a card.
 */
import {
  DEFAULT_EVENT_LINK_TYPE,
  DEFAULT_EVENT_STATUS,
  DEFAULT_EVENT_TYPE,
  EVENT_LINK_TYPES,
  EVENT_STATUSES,
  EVENT_TYPES,
  type EventLinkType,
  type EventStatus,
  type EventType,
} from '../../../domain/events';
import { optStr, str, toDate } from '../../../lib/firestore-values';

export interface EventItem {
  id: string;
  ownerUid: string;
  title: string;
  description: string;
  eventDate: Date | null;
  venue: string;
  location: string;
  eventType: EventType;
  status: EventStatus;
  djId: string | null;
  createdAt: Date | null;
}

export interface EventLinkItem {
  id: string;
  linkType: EventLinkType;
  url: string;
  title: string;
  createdAt: Date | null;
}

const oneOf = <T extends string>(list: readonly T[], v: unknown, fallback: T): T =>
  typeof v === 'string' && (list as readonly string[]).includes(v) ? (v as T) : fallback;

export function parseEvent(id: string, data: Record<string, unknown>): EventItem {
  return {
    id,
    ownerUid: str(data.ownerUid),
    title: str(data.title) || 'Untitled event',
    description: str(data.description),
    eventDate: toDate(data.eventDate),
    venue: str(data.venue),
    location: str(data.location),
    eventType: oneOf(EVENT_TYPES, data.eventType, DEFAULT_EVENT_TYPE),
    status: oneOf(EVENT_STATUSES, data.status, DEFAULT_EVENT_STATUS),
    djId: optStr(data.djId),
    createdAt: toDate(data.createdAt),
  };
}

export function parseEventLink(id: string, data: Record<string, unknown>): EventLinkItem {
  return {
    id,
    linkType: oneOf(EVENT_LINK_TYPES, data.linkType, DEFAULT_EVENT_LINK_TYPE),
    url: str(data.url),
    title: str(data.title),
    createdAt: toDate(data.createdAt),
  };
}
