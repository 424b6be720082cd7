import { boolean, number, object, type InferType } from 'yup';
import { INVALID_EMAIL } from './email';
import { FIELD_LIMITS } from './limits';
import { INVALID_INPUT, tooLong, type Notice } from './messages';
import { dollarsToCents, type Cents } from './money';
import { normalizeList } from './normalize-list';
import { canonicalGenres, genreSearchKey } from './genres';
import {
  DEFAULT_TRAVEL_RADIUS_MI,
  isTravelRadius,
  isValidLatLng,
  TRAVEL_RADII_MI,
  type LatLng,
  type TravelRadiusMi,
} from './geo';
import { sanitizeText } from './sanitize';
import { bioToText } from './bio-text';
import { INVALID_IMAGE_URL, isDjImageAddress } from './image-upload';
import { offPlatformSafe, offPlatformSafeList } from './off-platform-text';
import { reservedNameSafe } from './reserved-names';
import { optionalUrl, requiredText, strictEmail, textList, trimmedString } from './schema-fields';
import { URL_MAX_LENGTH } from './url';

/**
 * The DJ application / profile form (operations-side spec, sections 2 and 5).
 * The form takes the hourly rate in dollars; Firestore stores cents.
 */
export const HOURLY_RATE_MIN_DOLLARS = 50;
export const HOURLY_RATE_MAX_DOLLARS = 50_000;
export const HOURLY_RATE_RANGE = 'Hourly rate must be between $50 and $50,000.';

export const GENRE_MAX_LENGTH = 50;
export const EQUIPMENT_MAX_LENGTH = 100;
/** Not in the spec: a bound so a profile document stays small. */
export const LIST_MAX_ITEMS = 20;
export const TOO_MANY_GENRES = `You can add up to ${LIST_MAX_ITEMS} genres.`;
export const TOO_MANY_EQUIPMENT = `You can add up to ${LIST_MAX_ITEMS} equipment items.`;

/** Not in the spec's wording: the DJ form only says phone is at most 20 characters. */
export const INVALID_PHONE = 'Please enter a valid phone number.';

export const SUGGESTED_EQUIPMENT = [
  'DJ Controller',
  'Turntables',
  'Mixer',
  'Speakers',
  'Microphone',
  'Lighting',
  'Fog Machine',
] as const;

export const DJ_REQUIRED_FIELDS_MISSING: Notice = {
  title: 'Required Fields Missing',
  description: 'Name and location are required.',
};
/** The spec gives the text only; the title is ours. */
export const DJ_INVALID_HOURLY_RATE: Notice = {
  title: 'Invalid Hourly Rate',
  description: HOURLY_RATE_RANGE,
};
export const DJ_INVALID_EMAIL: Notice = { title: 'Invalid Email', description: INVALID_EMAIL };
/**
 * The spec's notice for "other failures"; djProfileProblemsNotice (dj-profile-notice.ts)
 * adds which fields and why.
 */
export const DJ_VALIDATION_ERROR: Notice = {
  title: 'Validation Error',
  description: 'Please fix the errors in the form.',
};
export const DJ_SUBMISSION_FAILED: Notice = {
  title: 'Submission Failed',
  description: 'There was an error submitting your application. Please try again.',
};

// Digits, spaces, +, - and parentheses, with at least one digit.
const PHONE = /^(?=.*\d)[\d +()-]*$/;

/**
 * The base's coordinates come from a place suggestion, never typed: a bad pair means the
 * suggestion has to be picked again. Both or neither; none means "not on the map".
 */
export const INVALID_BASE_LOCATION =
  'Your location could not be placed on the map. Pick a suggestion from the list again.';
/** "How far will you travel?" takes only the listed choices. */
export const INVALID_TRAVEL_RADIUS = `Choose how far you will travel: ${TRAVEL_RADII_MI.slice(0, -1).join(', ')} or ${TRAVEL_RADII_MI.at(-1)} miles.`;

const coordinate = (limit: number) =>
  number()
    .typeError(INVALID_BASE_LOCATION)
    .nullable()
    .default(null)
    .min(-limit, INVALID_BASE_LOCATION)
    .max(limit, INVALID_BASE_LOCATION)
    // Given with its partner or not at all (yup passes the parent's cast values).
    .test('base-pair', INVALID_BASE_LOCATION, function pair(value) {
      const parent = this.parent as { baseLat?: unknown; baseLng?: unknown };
      const other = this.path === 'baseLat' ? parent.baseLng : parent.baseLat;
      return (value === null) === (other === null || other === undefined);
    });

/**
 * A photo or cover address: one the platform serves (image-upload.ts `isDjImageAddress`).
 * The form has no box for it (it is set by an upload), so its refusal says what to do.
 */
const imageAddress = () =>
  trimmedString()
    .max(URL_MAX_LENGTH, INVALID_IMAGE_URL)
    .test('dj-image-address', INVALID_IMAGE_URL, (value) => !value || isDjImageAddress(value))
    .optional();

// The public fields get the off-platform check; phone and email are the private contact
// (djs/{id}/private/contact, for admins and the DJ) and are contact details by design.
export const djProfileSchema = object({
  name: requiredText(FIELD_LIMITS.name).test(offPlatformSafe()).test(reservedNameSafe()),
  // Plain text (bio-text.ts, decision 0037): its length is checked as typed, bioToText
  // cleans it on write; the off-platform check also reads it as it will be shown.
  bio: trimmedString()
    .max(FIELD_LIMITS.bio, tooLong(FIELD_LIMITS.bio))
    .test(offPlatformSafe(bioToText))
    .optional(),
  location: requiredText(FIELD_LIMITS.location).test(offPlatformSafe()),
  hourlyRate: number()
    .typeError(HOURLY_RATE_RANGE)
    .required(HOURLY_RATE_RANGE)
    .min(HOURLY_RATE_MIN_DOLLARS, HOURLY_RATE_RANGE)
    .max(HOURLY_RATE_MAX_DOLLARS, HOURLY_RATE_RANGE),
  availableNow: boolean().typeError(INVALID_INPUT).nonNullable(INVALID_INPUT).default(false),
  phone: trimmedString()
    .max(FIELD_LIMITS.phone, tooLong(FIELD_LIMITS.phone))
    .test('phone', INVALID_PHONE, (value) => !value || PHONE.test(value))
    .optional(),
  email: strictEmail().optional(),
  websiteUrl: optionalUrl(),
  youtubeUrl: optionalUrl(),
  instagramUrl: optionalUrl(),
  photoUrl: imageAddress(),
  coverImageUrl: imageAddress(),
  genres: textList(GENRE_MAX_LENGTH, LIST_MAX_ITEMS, TOO_MANY_GENRES).test(offPlatformSafeList()),
  equipment: textList(EQUIPMENT_MAX_LENGTH, LIST_MAX_ITEMS, TOO_MANY_EQUIPMENT).test(
    offPlatformSafeList(),
  ),
  // Where the DJ is based, for "near me" (geo.ts): the server derives the search cells.
  baseLat: coordinate(90),
  baseLng: coordinate(180),
  travelRadiusMi: number()
    .typeError(INVALID_TRAVEL_RADIUS)
    .nonNullable(INVALID_TRAVEL_RADIUS)
    .default(DEFAULT_TRAVEL_RADIUS_MI)
    .test('travel-radius', INVALID_TRAVEL_RADIUS, (value) => isTravelRadius(value)),
});

export type DjProfileValues = InferType<typeof djProfileSchema>;

/** Starting values of the application form (rate as '' so the input starts empty). */
export const emptyDjProfile = {
  name: '',
  bio: '',
  location: '',
  hourlyRate: '' as number | '',
  availableNow: false,
  phone: '',
  email: '',
  websiteUrl: '',
  youtubeUrl: '',
  instagramUrl: '',
  photoUrl: '',
  coverImageUrl: '',
  genres: [] as string[],
  equipment: [] as string[],
  /** Set by choosing a place suggestion; null when the location is not on the map. */
  baseLat: null as number | null,
  baseLng: null as number | null,
  travelRadiusMi: DEFAULT_TRAVEL_RADIUS_MI as number,
};
export type DjProfileFormValues = typeof emptyDjProfile;

/** Optional public fields: omitted from a write when empty. */
export const DJ_PROFILE_OPTIONAL_FIELDS = [
  'bio',
  'websiteUrl',
  'youtubeUrl',
  'instagramUrl',
  'photoUrl',
  'coverImageUrl',
] as const;
export type DjProfileOptionalField = (typeof DJ_PROFILE_OPTIONAL_FIELDS)[number];

/**
 * The public djs/{uid} fields the owner writes (status, ratings and ids are the server's).
 * The base is not among them: the server stores it with the search cells it derives
 * (`djBaseOf` → geo.ts `djGeoFields`), so a client never supplies cells or a geohash.
 */
export interface DjProfileWrite {
  name: string;
  location: string;
  /** For case-insensitive discovery filters. */
  locationLower: string;
  hourlyRateCents: Cents;
  availableNow: boolean;
  genres: string[];
  /** For case-insensitive genre filters (array-contains-any). */
  genreKeys: string[];
  equipment: string[];
  /** Always stored, also while the base is not on the map. */
  travelRadiusMi: TravelRadiusMi;
  bio?: string;
  websiteUrl?: string;
  youtubeUrl?: string;
  instagramUrl?: string;
  photoUrl?: string;
  coverImageUrl?: string;
}

/**
 * Validated form values → the profile document fields. Empty optional fields
 * are omitted (use `clearedDjProfileFields` to delete them on update).
 * Phone and e-mail are NOT part of it: the profile is public, and a public
 * phone number would defeat the off-platform-contact rules; see
 * `toDjContactWrite`.
 */
export function toDjProfileWrite(values: DjProfileValues): DjProfileWrite {
  const name = sanitizeText(values.name);
  const location = sanitizeText(values.location);
  // Canonical names (genres.ts), so every spelling of a genre is stored one way.
  const genres = canonicalGenres(normalizeList(values.genres, GENRE_MAX_LENGTH));
  const write: DjProfileWrite = {
    name,
    location,
    locationLower: location.toLowerCase(),
    hourlyRateCents: dollarsToCents(values.hourlyRate),
    availableNow: values.availableNow,
    genres,
    genreKeys: [...new Set(genres.map(genreSearchKey))],
    equipment: normalizeList(values.equipment, EQUIPMENT_MAX_LENGTH),
    travelRadiusMi: isTravelRadius(values.travelRadiusMi)
      ? values.travelRadiusMi
      : DEFAULT_TRAVEL_RADIUS_MI,
  };
  const bio = values.bio ? bioToText(values.bio) : '';
  if (bio) write.bio = bio;
  for (const field of DJ_PROFILE_OPTIONAL_FIELDS) {
    if (field === 'bio') continue;
    const value = values[field]?.trim();
    if (value) write[field] = value;
  }
  return write;
}

/** The base chosen in the form, or null when the location is not on the map. */
export function djBaseOf(values: Pick<DjProfileValues, 'baseLat' | 'baseLng'>): LatLng | null {
  const base = { lat: values.baseLat, lng: values.baseLng };
  return isValidLatLng(base) ? { lat: base.lat, lng: base.lng } : null;
}

/** The optional fields that are empty in `values`: delete them when updating a profile. */
export function clearedDjProfileFields(values: DjProfileValues): DjProfileOptionalField[] {
  const write = toDjProfileWrite(values);
  return DJ_PROFILE_OPTIONAL_FIELDS.filter((field) => write[field] === undefined);
}

/** The DJ's private contact details (for admins and the DJ only), empty ones omitted. */
export function toDjContactWrite(values: DjProfileValues): { phone?: string; email?: string } {
  const contact: { phone?: string; email?: string } = {};
  const phone = values.phone?.trim();
  const email = values.email?.trim();
  if (phone) contact.phone = phone;
  if (email) contact.email = email;
  return contact;
}

/** A stored profile → form values for editing (cents back to dollars). */
export function djProfileToFormValues(
  profile: Partial<DjProfileWrite> & {
    phone?: string;
    email?: string;
    base?: Partial<LatLng> | null;
  },
): DjProfileFormValues {
  const base = profile.base ? { lat: profile.base.lat, lng: profile.base.lng } : null;
  const onMap = base !== null && isValidLatLng(base);
  return {
    ...emptyDjProfile,
    name: profile.name ?? '',
    // Bios stored as HTML before decision 0037 are edited as the text they show.
    bio: bioToText(profile.bio ?? ''),
    location: profile.location ?? '',
    hourlyRate: typeof profile.hourlyRateCents === 'number' ? profile.hourlyRateCents / 100 : '',
    availableNow: profile.availableNow ?? false,
    phone: profile.phone ?? '',
    email: profile.email ?? '',
    websiteUrl: profile.websiteUrl ?? '',
    youtubeUrl: profile.youtubeUrl ?? '',
    instagramUrl: profile.instagramUrl ?? '',
    photoUrl: profile.photoUrl ?? '',
    coverImageUrl: profile.coverImageUrl ?? '',
    genres: [...(profile.genres ?? [])],
    equipment: [...(profile.equipment ?? [])],
    baseLat: onMap ? base.lat : null,
    baseLng: onMap ? base.lng : null,
    travelRadiusMi: isTravelRadius(profile.travelRadiusMi)
      ? profile.travelRadiusMi
      : DEFAULT_TRAVEL_RADIUS_MI,
  };
}
