/**
 * Demo events (operations-side spec, section 9: 15 events within 180 days,
 * evening starts between 18:00 and 22:00, hosted by up to 7 verified DJs).
 * Each event belongs to its DJ's owner account with djId = that DJ (the only
 * DJ an owner may attach). Most are published; a few are drafts or archived,
 * so "My events" has something to show and the public board has something to
 * hide. Each has one to three media links of a mix of types. Ids and dates
 * are derived from the catalogue and "today", so re-runs overwrite.
 *
 * The /testing page's Seed Events tool (spec, section 7: "reads up to 7
 * verified DJs, inserts 15 random events") writes the same events for the
 * verified DJs it finds in the database (`seedEventsForVerifiedDjs`), and
 * refuses with the spec's 'No verified DJs found in database.' when there is
 * none, e.g. after Clear Database.
 */
import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  eventSearchTokens,
  type EventLinkType,
  type EventStatus,
  type EventType,
} from '../../src/domain/events';
import { NO_VERIFIED_DJS } from '../../src/domain/system-tools';
import { DJ_CATALOGUE } from './djs';
import { pseudoId, randomFrom, randomInt } from './random';

export const DEMO_EVENT_COUNT = 15;
const EVENT_DJS = 7;
export const DEMO_EVENT_DAYS = 180;
export const DEMO_EVENT_HOURS = { first: 18, last: 22 } as const;

/**
 * Event index → status; every other event is published (11 of 15). Events
 * 0, 7 and 14 belong to the first verified DJ (the demo DJ account), who so
 * has one published, one draft and one archived event in "My events".
 */
const NOT_PUBLISHED: Readonly<Record<number, EventStatus>> = {
  3: 'draft',
  7: 'draft',
  10: 'archived',
  14: 'archived',
};

const TITLES = [
  'Rooftop Sunset Session',
  'Warehouse All-Nighter',
  'Latin Heat Social',
  'Throwback Thursday',
  'Deep House Garden Party',
  'Afrobeats Block Party',
  'Vinyl Only Night',
  'Disco Roller Jam',
  'Techno Underground',
  'Summer Wedding Showcase',
  'Hip-Hop Classics Live',
  'Jazz & Soul Brunch Set',
  'Open Decks Night',
  'Sunday Chill Sessions',
  'New Year Warm-Up',
];

/** Real videos (the catalogue's own) so the detail view's embeds play. */
const VIDEO_IDS = ['dQw4w9WgXcQ', 'kJQP7kiw5Fk', '9bZkp7q19f0', 'fJ9rUzIMcZQ'];

export interface DemoLink {
  linkType: EventLinkType;
  url: string;
  title: string;
}

/** A fixed rotation of link mixes: every type the seed uses appears several times. */
function linksFor(i: number, id: string, tag: string): DemoLink[] {
  const video: DemoLink = {
    linkType: 'youtube',
    url: `https://www.youtube.com/watch?v=${VIDEO_IDS[i % VIDEO_IDS.length] ?? VIDEO_IDS[0]}`,
    title: 'Event Video',
  };
  const tickets: DemoLink = {
    linkType: 'eventbrite',
    url: `https://example.com/tickets/${id}`,
    title: 'Event Tickets',
  };
  const instagram: DemoLink = {
    linkType: 'instagram',
    url: `https://www.instagram.com/explore/tags/${tag}/`,
    title: 'Instagram Post',
  };
  const flyer: DemoLink = {
    linkType: 'flyer',
    url: `https://example.com/flyers/${id}.jpg`,
    title: 'Event Flyer',
  };
  const website: DemoLink = {
    linkType: 'website',
    url: `https://example.com/events/${id}`,
    title: 'Event page',
  };
  const mixes = [
    [video, tickets],
    [instagram, website],
    [flyer, tickets],
    [website],
    [video, instagram, flyer],
  ];
  return mixes[i % mixes.length] ?? [website];
}

export interface SeededEvent {
  id: string;
  djId: string;
  eventDate: Date;
  status: EventStatus;
  linkTypes: EventLinkType[];
}

/** A verified DJ who hosts demo events: its id is its owner's uid (events/{id}.ownerUid). */
export interface EventHost {
  djId: string;
  name: string;
  location: string;
  genres: readonly string[];
}

/** The catalogue's first verified DJs, with the uids their owner accounts got. */
export async function seedDemoEvents(
  db: Firestore,
  options: { uids: ReadonlyMap<string, string>; now?: Date; log?: (m: string) => void },
): Promise<SeededEvent[]> {
  const hosts = DJ_CATALOGUE.filter((dj) => dj.status === 'verified')
    .slice(0, EVENT_DJS)
    .map((dj): EventHost => {
      const djId = options.uids.get(dj.owner.email);
      if (!djId) throw new Error(`No uid for ${dj.owner.email}`);
      return { djId, name: dj.name, location: dj.location, genres: dj.genres };
    });
  return writeDemoEvents(db, hosts, options);
}

/** Thrown when no verified DJ is there to host the events; its message is the spec's. */
export class NoVerifiedDjsError extends Error {
  constructor() {
    super(NO_VERIFIED_DJS);
    this.name = 'NoVerifiedDjsError';
  }
}

/**
 * The Seed Events tool: the demo events for up to 7 verified DJs read from the database
 * (whatever seeded them). The catalogue's DJs come first, in catalogue order, so on the
 * seed's data it writes exactly what `npm run seed` writes (same ids, same hosts: the demo
 * DJ keeps its published, draft and archived events); other verified DJs fill the rest by id.
 */
export async function seedEventsForVerifiedDjs(
  auth: Auth,
  db: Firestore,
  options: { now?: Date; log?: (m: string) => void } = {},
): Promise<SeededEvent[]> {
  const { users } = await auth.getUsers(DJ_CATALOGUE.map((dj) => ({ email: dj.owner.email })));
  const uidByEmail = new Map(users.map((u) => [u.email ?? '', u.uid]));
  const catalogueUids = DJ_CATALOGUE.map((dj) => uidByEmail.get(dj.owner.email)).filter(
    (uid): uid is string => uid !== undefined,
  );
  const catalogueDocs =
    catalogueUids.length > 0
      ? await db.getAll(...catalogueUids.map((uid) => db.collection('djs').doc(uid)))
      : [];
  const verified = catalogueDocs.filter((doc) => doc.get('status') === 'verified');
  if (verified.length < EVENT_DJS) {
    const others = await db
      .collection('djs')
      .where('status', '==', 'verified')
      .orderBy('__name__')
      .limit(EVENT_DJS + verified.length)
      .get();
    const taken = new Set(verified.map((doc) => doc.id));
    verified.push(...others.docs.filter((doc) => !taken.has(doc.id)));
  }
  const hosts = verified.slice(0, EVENT_DJS).map((doc): EventHost => {
    const genres: unknown = doc.get('genres');
    return {
      djId: doc.id,
      name: String(doc.get('name') ?? 'A DJ'),
      location: String(doc.get('location') ?? ''),
      genres: Array.isArray(genres) ? genres.filter((g): g is string => typeof g === 'string') : [],
    };
  });
  if (hosts.length === 0) throw new NoVerifiedDjsError();
  return writeDemoEvents(db, hosts, options);
}

/** One demo event as the seed writes it: events/{id} (dates as Dates) and its links. */
export interface DemoEventPlan {
  id: string;
  eventDate: Date;
  event: {
    ownerUid: string;
    title: string;
    description: string;
    venue: string;
    location: string;
    eventType: EventType;
    status: EventStatus;
    djId: string;
  };
  links: DemoLink[];
}

/** The demo events for `hosts` (in turn), deterministic, dated from `now`. */
export function planDemoEvents(hosts: readonly EventHost[], now: Date): DemoEventPlan[] {
  const random = randomFrom('demo-events');
  const plans: DemoEventPlan[] = [];
  for (let i = 0; i < DEMO_EVENT_COUNT; i++) {
    const host = hosts[i % hosts.length];
    if (!host) throw new NoVerifiedDjsError();
    const { djId } = host;
    const day = randomInt(random, 1, DEMO_EVENT_DAYS);
    const hour = randomInt(random, DEMO_EVENT_HOURS.first, DEMO_EVENT_HOURS.last);
    const eventDate = new Date(now.getFullYear(), now.getMonth(), now.getDate() + day, hour, 0);
    const id = pseudoId(`event:${i}`, 20);
    const title = TITLES[i % TITLES.length] ?? `Demo Event ${i + 1}`;
    const tag = (host.genres[0] ?? 'dj').toLowerCase().replace(/[^a-z0-9]/g, '');
    plans.push({
      id,
      eventDate,
      event: {
        ownerUid: djId,
        title,
        description:
          host.genres.length > 0
            ? `${host.name} plays ${host.genres.join(', ')} all night.`
            : `${host.name} plays all night.`,
        venue: `${host.location.split(',')[0] ?? host.location} Social Club`,
        location: host.location,
        eventType: i % 5 === 2 ? 'recurring' : 'upcoming',
        status: NOT_PUBLISHED[i] ?? 'published',
        djId,
      },
      links: linksFor(i, id, tag),
    });
  }
  return plans;
}

async function writeDemoEvents(
  db: Firestore,
  hosts: readonly EventHost[],
  options: { now?: Date; log?: (m: string) => void },
): Promise<SeededEvent[]> {
  const now = options.now ?? new Date();
  const plans = planDemoEvents(hosts, now);
  // Re-runs replace each event's links (an earlier seed may have had others).
  await Promise.all(
    plans.map(({ id }) => db.recursiveDelete(db.collection('events').doc(id).collection('links'))),
  );
  const batch = db.batch();
  const seeded: SeededEvent[] = [];
  for (const { id, eventDate, event, links } of plans) {
    const ref = db.collection('events').doc(id);
    batch.set(ref, {
      ...event,
      eventDate: Timestamp.fromDate(eventDate),
      searchTokens: eventSearchTokens(event),
      createdAt: Timestamp.fromDate(now),
      updatedAt: Timestamp.fromDate(now),
    });
    links.forEach((link, k) => {
      // Link ids are their type (one of each per event); createdAt keeps their order.
      batch.set(ref.collection('links').doc(link.linkType), {
        ...link,
        createdAt: Timestamp.fromMillis(now.getTime() + k),
      });
    });
    seeded.push({
      id,
      djId: event.djId,
      eventDate,
      status: event.status,
      linkTypes: links.map((l) => l.linkType),
    });
  }
  await batch.commit();
  options.log?.(`Seeded ${seeded.length} demo events.`);
  return seeded;
}
