/**
 * Demo events (operations-side spec, section 9: 15 events within 180 days,
 * evening starts between 18:00 and 22:00, hosted by up to 7 verified DJs).
 * Each event belongs to its DJ's owner account with djId = that DJ (the only
 * DJ an owner may attach), is published, and has a website link. Ids and
 * dates are derived from the catalogue and "today", so re-runs overwrite.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { DJ_CATALOGUE } from './djs';
import { pseudoId, randomFrom, randomInt } from './random';

export const DEMO_EVENT_COUNT = 15;
const EVENT_DJS = 7;

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

export interface SeededEvent {
  id: string;
  djId: string;
  eventDate: Date;
}

export async function seedDemoEvents(
  db: Firestore,
  options: { uids: ReadonlyMap<string, string>; now?: Date; log?: (m: string) => void },
): Promise<SeededEvent[]> {
  const now = options.now ?? new Date();
  const hosts = DJ_CATALOGUE.filter((dj) => dj.status === 'verified').slice(0, EVENT_DJS);
  const random = randomFrom('demo-events');
  const batch = db.batch();
  const seeded: SeededEvent[] = [];
  for (let i = 0; i < DEMO_EVENT_COUNT; i++) {
    const host = hosts[i % hosts.length];
    if (!host) throw new Error('The catalogue has no verified DJs to host events');
    const djId = options.uids.get(host.owner.email);
    if (!djId) throw new Error(`No uid for ${host.owner.email}`);
    const day = randomInt(random, 1, 180);
    const hour = randomInt(random, 18, 22);
    const eventDate = new Date(now.getFullYear(), now.getMonth(), now.getDate() + day, hour, 0);
    const id = pseudoId(`event:${i}`, 20);
    const ref = db.collection('events').doc(id);
    batch.set(ref, {
      ownerUid: djId,
      title: TITLES[i % TITLES.length] ?? `Demo Event ${i + 1}`,
      description: `${host.name} plays ${host.genres.join(', ')} all night.`,
      eventDate: Timestamp.fromDate(eventDate),
      venue: `${host.location.split(',')[0] ?? host.location} Social Club`,
      location: host.location,
      eventType: 'upcoming',
      status: 'published',
      djId,
      createdAt: Timestamp.fromDate(now),
      updatedAt: Timestamp.fromDate(now),
    });
    batch.set(ref.collection('links').doc('website'), {
      linkType: 'website',
      url: `https://example.com/events/${id}`,
      title: 'Event page',
      createdAt: Timestamp.fromDate(now),
    });
    seeded.push({ id, djId, eventDate });
  }
  await batch.commit();
  options.log?.(`Seeded ${seeded.length} demo events.`);
  return seeded;
}
