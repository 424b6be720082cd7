// Seed data passes the app's own validation (issue 38, decision 0037): every document the seed
// writes that a person can edit is read back the way the app reads it and checked with the
// shared schemas, on the form's side and the server's. Marcus Reid, the seeded DJ, could not
// save his profile unchanged: the seed's photo addresses failed a check the form never showed.
import { describe, expect, it } from 'vitest';
import {
  parseDjProfileInput,
  publicProfileFields,
} from '../../functions/src/services/dj-profile-fields';
import { bioToText } from '../../src/domain/bio-text';
import { djProfileNotice } from '../../src/domain/dj-profile-notice';
import { djProfileSchema } from '../../src/domain/dj-profile-schema';
import { eventLinkSchema, eventSchema } from '../../src/domain/event-schema';
import { formatDateTimeLocalInput } from '../../src/domain/format';
import { profileSchema } from '../../src/domain/profile-schema';
import { reviewSchema } from '../../src/domain/review-schema';
import { validateInput, type ValidationProblem } from '../../src/domain/validate';
import {
  editorInput,
  editorValuesFrom,
  inputErrors,
} from '../../src/features/onboarding/components/form/dj-form-values';
import { parseContact, parseOwnDj } from '../../src/features/onboarding/model/own-dj';
import { genreMigrationUpdate } from '../../scripts/lib/migrate-genres';
import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import { CATALOGUE_OWNER_ACCOUNTS, DJ_CATALOGUE } from '../../scripts/seed/djs';
import {
  bookedDatesIn,
  catalogueDjContact,
  catalogueDjDocInput,
  djDocument,
  syntheticDjDocInput,
  syntheticDjId,
  type DjDocInput,
} from '../../scripts/seed/seed-djs';
import { planDemoEvents, type EventHost } from '../../scripts/seed/seed-events';

const NOW = new Date(2026, 11, 5, 10, 0);
/** A uid-shaped id per catalogue DJ (the seed uses the owner account's). */
const uidOf = (slug: string) => `seed${slug.replace(/[^a-z]/g, '')}`.padEnd(28, 'x').slice(0, 28);

/** The problems, or [] when `data` passes `schema`: a failure then lists what and why. */
function problemsOf(
  schema: Parameters<typeof validateInput>[0],
  data: unknown,
): ValidationProblem[] {
  const result = validateInput(schema, data);
  return result.ok ? [] : result.problems;
}

interface StoredDj {
  label: string;
  id: string;
  doc: Record<string, unknown>;
  contact: Record<string, unknown>;
}

/**
 * A profile as `npm run seed` leaves it: written, then brought onto the genre vocabulary
 * (a catalogue DJ keeps an older spelling on purpose, for the migration to fix).
 */
function seeded(input: DjDocInput): Record<string, unknown> {
  const doc = djDocument(input);
  const update = genreMigrationUpdate(doc);
  return update ? { ...doc, genres: update.genres, genreKeys: update.genreKeys } : doc;
}

const catalogue: StoredDj[] = DJ_CATALOGUE.map((dj) => {
  const id = uidOf(dj.slug);
  const input = catalogueDjDocInput(dj, id, NOW, bookedDatesIn(NOW, dj.bookedInDays));
  return { label: dj.name, id, doc: seeded(input), contact: catalogueDjContact(dj) };
});

/** Enough synthetic DJs to meet every seed picture, name style and radius. */
const SYNTHETIC_SAMPLE = 64;
const synthetic: StoredDj[] = Array.from({ length: SYNTHETIC_SAMPLE }, (_, i) => {
  const input: DjDocInput = syntheticDjDocInput('spinbook', i, NOW);
  return {
    label: `synthetic DJ ${i} (${input.name})`,
    id: syntheticDjId('spinbook', i),
    doc: seeded(input),
    contact: {},
  };
});

/** What the DJ dashboard's editor sends when the DJ presses Save without changing anything. */
function unchangedSave({ id, doc, contact }: StoredDj) {
  return editorInput(editorValuesFrom(parseOwnDj(id, doc), parseContact(contact)));
}

describe.each([
  ['the catalogue', catalogue],
  ['the synthetic DJs', synthetic],
])('every DJ profile of %s can be saved unchanged', (_, djs) => {
  it.each(djs.map((dj) => [dj.label, dj] as const))('%s', (_label, dj) => {
    const input = unchangedSave(dj);
    // The form: no field marked, no toast.
    expect(problemsOf(djProfileSchema, input)).toEqual([]);
    expect(inputErrors(input)).toEqual({});
    expect(djProfileNotice(input)).toBeNull();
    // The server: the same schema, then whose photo it is (the seed's are the site's own).
    const values = parseDjProfileInput(input, dj.id);
    // And the save stores what the seed stored: nothing is rewritten by saving.
    const fields = publicProfileFields(values);
    for (const key of [
      'name',
      'bio',
      'location',
      'locationLower',
      'hourlyRateCents',
      'availableNow',
      'genres',
      'genreKeys',
      'equipment',
      'websiteUrl',
      'youtubeUrl',
      'instagramUrl',
      'photoUrl',
      'coverImageUrl',
      'travelRadiusMi',
      'base',
      'reachCells',
    ]) {
      expect(fields[key], key).toEqual(dj.doc[key]);
    }
  });
});

describe('the seeded bios', () => {
  it.each(catalogue.map((dj) => [dj.label, dj] as const))(
    "%s's is plain text, stored as the editor shows it",
    (_label, { doc }) => {
      const bio = String(doc.bio);
      expect(bio).not.toMatch(/<[a-z/]|&[a-z#]+;/i);
      expect(bioToText(bio)).toBe(bio);
    },
  );
});

describe('the other seeded texts people edit', () => {
  it.each(
    [...DEMO_ACCOUNTS, ...CATALOGUE_OWNER_ACCOUNTS].map((a) => [a.email, a.displayName] as const),
  )("%s's display name passes the profile form", (_email, displayName) => {
    expect(problemsOf(profileSchema, { displayName })).toEqual([]);
  });

  it.each(
    DJ_CATALOGUE.flatMap((dj) =>
      dj.reviews.map((review, index) => [`${dj.slug} #${index}`, review] as const),
    ),
  )('review %s passes the review form', (_key, review) => {
    expect(problemsOf(reviewSchema, { rating: review.rating, comment: review.comment })).toEqual(
      [],
    );
  });

  const hosts: EventHost[] = catalogue
    .filter(({ doc }) => doc.status === 'verified')
    .map(({ id, doc }) => ({
      djId: id,
      name: String(doc.name),
      location: String(doc.location),
      genres: doc.genres as string[],
    }));
  const events = planDemoEvents(hosts, NOW);

  it.each(events.map((plan) => [plan.event.title, plan] as const))(
    'event "%s" and its links pass the event forms',
    (_title, { event, eventDate, links }) => {
      expect(
        problemsOf(eventSchema, {
          title: event.title,
          description: event.description,
          eventDate: formatDateTimeLocalInput(eventDate),
          venue: event.venue,
          location: event.location,
          eventType: event.eventType,
          status: event.status,
          djId: event.djId,
        }),
      ).toEqual([]);
      for (const link of links) expect(problemsOf(eventLinkSchema, link)).toEqual([]);
    },
  );
});
