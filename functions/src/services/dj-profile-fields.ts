// Turns a validated DJ form into the documents the server writes: djs/{uid} (public, with
// the discovery search fields) and djs/{uid}/private/contact. Shared by the application and
// the profile edit, so both store exactly the same shape (docs/data-model.md).
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { djSearchFields } from '../../../src/domain/discovery-search-fields';
import { djProfileProblemsNotice } from '../../../src/domain/dj-profile-notice';
import {
  djBaseOf,
  djProfileSchema,
  DJ_VALIDATION_ERROR,
  toDjContactWrite,
  toDjProfileWrite,
  DJ_PROFILE_OPTIONAL_FIELDS,
  type DjProfileValues,
} from '../../../src/domain/dj-profile-schema';
import { djGeoFields } from '../../../src/domain/geo';
import { INVALID_IMAGE_URL, isAllowedProfileImageUrl } from '../../../src/domain/image-upload';
import { defaultStorageBucket } from '../../../src/domain/storage-download-url';
import { isReservedLookalike } from '../../../src/domain/name-skeleton';
import { RESERVED_NAME } from '../../../src/domain/reserved-names';
import type { ValidationProblem } from '../../../src/domain/validate';
import { parseWith, refuseField } from './callable-context';

/** True in the Functions emulator, where Storage download URLs point at 127.0.0.1. */
export const runningInEmulator = (): boolean => process.env.FUNCTIONS_EMULATOR === 'true';

/**
 * The project's own Storage bucket, the only one whose files the platform shows: Cloud
 * Functions (and the emulator) describe the project in FIREBASE_CONFIG. '' when nothing says
 * which bucket it is, and then no stored image is accepted.
 */
export function projectStorageBucket(): string {
  try {
    const config = JSON.parse(process.env.FIREBASE_CONFIG ?? '{}') as { storageBucket?: unknown };
    if (typeof config.storageBucket === 'string' && config.storageBucket !== '') {
      return config.storageBucket;
    }
  } catch {
    // FIREBASE_CONFIG may also be a path to a file; the project id below is enough then.
  }
  return defaultStorageBucket(process.env.GCLOUD_PROJECT ?? '');
}

/** Where the platform's stored images come from here (loopback only in the emulator). */
export const ownImageOptions = () => ({
  allowLoopback: runningInEmulator(),
  bucket: projectStorageBucket(),
});

/** The form's own notice for `problems` (the client shows the same one before sending). */
const djFormNotice = (_data: unknown, problems: readonly ValidationProblem[]) =>
  djProfileProblemsNotice(problems);

export function parseDjProfileInput(data: unknown, uid: string): DjProfileValues {
  const values = parseWith(djProfileSchema, data, djFormNotice);
  // The schema refuses reserved names; look-alikes ("Spіnbook" with a Cyrillic і) only the
  // server can tell (decision 0030).
  if (isReservedLookalike(values.name)) {
    throw refuseField('name', { title: DJ_VALIDATION_ERROR.title, description: RESERVED_NAME });
  }
  // The schema took the address's shape (an upload or one of the app's own images); whose
  // folder and which bucket only the server knows (decision 0037).
  const problems: ValidationProblem[] = [];
  for (const field of ['photoUrl', 'coverImageUrl'] as const) {
    const url = values[field]?.trim();
    if (url && !isAllowedProfileImageUrl(url, uid, ownImageOptions())) {
      problems.push({ path: field, message: INVALID_IMAGE_URL });
    }
  }
  const shown = djProfileProblemsNotice(problems);
  if (shown) {
    throw new HttpsError('invalid-argument', shown.description, { title: shown.title, problems });
  }
  return values;
}

/** The fields that exist only while the base is on the map (geo.ts `djGeoFields`). */
const BASE_FIELDS = ['base', 'reachCells'] as const;

/**
 * The owner-editable public fields plus their search fields (no status, ratings or ids).
 * The base's geohash and reach cells are computed here from the validated coordinates and
 * radius: the form sends only baseLat, baseLng and travelRadiusMi (anything else is refused).
 */
export function publicProfileFields(values: DjProfileValues): Record<string, unknown> {
  const write = toDjProfileWrite(values);
  const base = djBaseOf(values);
  return {
    ...write,
    ...djSearchFields({
      location: write.location,
      genres: write.genres,
      hourlyRateCents: write.hourlyRateCents,
    }),
    ...(base ? djGeoFields(base, write.travelRadiusMi) : {}),
  };
}

/**
 * For an update: empty optional fields are deleted rather than left stale, and so are the
 * base and its cells when the location is no longer on the map (travelRadiusMi stays).
 */
export function publicProfileUpdate(values: DjProfileValues): Record<string, unknown> {
  const fields = publicProfileFields(values);
  for (const field of [...DJ_PROFILE_OPTIONAL_FIELDS, ...BASE_FIELDS]) {
    if (fields[field] === undefined) fields[field] = FieldValue.delete();
  }
  return fields;
}

/** The private contact: the form's phone and e-mail, the account e-mail when none is given. */
export function contactFields(
  values: DjProfileValues,
  accountEmail: string | null,
): { phone: string; email: string } {
  const contact = toDjContactWrite(values);
  return { phone: contact.phone ?? '', email: contact.email ?? accountEmail ?? '' };
}
