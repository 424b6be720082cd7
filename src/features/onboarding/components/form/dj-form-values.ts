import {
  djProfileSchema,
  djProfileToFormValues,
  EQUIPMENT_MAX_LENGTH,
  GENRE_MAX_LENGTH,
  parseCommaList,
  problemField,
  tidyList,
  validateInput,
  type DjProfileFormValues,
} from '../../../../domain';
import type { DjProfileInput } from '../../api/dj-profile-calls';
import type { DjContact, OwnDjProfile } from '../../model/own-dj';

/**
 * The two DJ forms' values and what they send. Both forms validate what
 * they would SEND (the callable's input) with the shared schema, so the
 * inline errors, the toast and the server always agree.
 */

const OPTIONAL_TEXT = [
  'bio',
  'phone',
  'email',
  'websiteUrl',
  'youtubeUrl',
  'instagramUrl',
  'photoUrl',
  'coverImageUrl',
] as const;

type OptionalText = (typeof OPTIONAL_TEXT)[number];

/** The place fields both forms keep: coordinates from a suggestion, and the travel radius. */
interface PlaceFields {
  baseLat: number | null;
  baseLng: number | null;
  travelRadiusMi: number;
}

/**
 * Empty optional fields are omitted, as the spec's create call does; the coordinates are
 * sent only as a pair (the server derives the search cells from them), the radius always.
 */
function withOptionalText(
  input: DjProfileInput,
  values: Record<OptionalText, string> & PlaceFields,
): DjProfileInput {
  for (const field of OPTIONAL_TEXT) {
    const value = values[field].trim();
    if (value) input[field] = value;
  }
  if (values.baseLat !== null && values.baseLng !== null) {
    input.baseLat = values.baseLat;
    input.baseLng = values.baseLng;
  }
  input.travelRadiusMi = values.travelRadiusMi;
  return input;
}

/** Application form (rate in dollars, '' while empty; lists picked as chips). */
export function applicationInput(values: DjProfileFormValues): DjProfileInput {
  return withOptionalText(
    {
      name: values.name.trim(),
      location: values.location.trim(),
      // NaN for an empty field: the schema then reports the rate range.
      hourlyRate: values.hourlyRate === '' ? Number.NaN : Number(values.hourlyRate),
      availableNow: values.availableNow,
      genres: tidyList(values.genres).map(String),
      equipment: tidyList(values.equipment).map(String),
    },
    values,
  );
}

/** DJ dashboard editor: the rate and the lists are plain text (spec, "DJ dashboard"). */
export interface DjEditorValues extends Record<OptionalText, string>, PlaceFields {
  name: string;
  location: string;
  hourlyRate: string;
  availableNow: boolean;
  genres: string;
  equipment: string;
}

/** "150" → 150, "150.9" → 150, "abc" → 0: the validation then refuses 0 with the range text. */
export function wholeDollars(text: string): number {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isFinite(value) ? value : 0;
}

export function editorValuesFrom(profile: OwnDjProfile, contact: DjContact): DjEditorValues {
  const form = djProfileToFormValues({ ...profile, ...contact });
  return {
    ...form,
    hourlyRate: form.hourlyRate === '' ? '' : String(Math.trunc(form.hourlyRate)),
    genres: form.genres.join(', '),
    equipment: form.equipment.join(', '),
  };
}

export function editorInput(values: DjEditorValues): DjProfileInput {
  return withOptionalText(
    {
      name: values.name.trim(),
      location: values.location.trim(),
      hourlyRate: wholeDollars(values.hourlyRate),
      availableNow: values.availableNow,
      genres: parseCommaList(values.genres, GENRE_MAX_LENGTH),
      equipment: parseCommaList(values.equipment, EQUIPMENT_MAX_LENGTH),
    },
    values,
  );
}

/**
 * Field errors for a form, first message per field: 'genres[2]' is shown on
 * 'genres'. Keys are the form's field names.
 */
export function inputErrors(input: DjProfileInput): Record<string, string> {
  const result = validateInput(djProfileSchema, input);
  return result.ok ? {} : problemErrors(result.problems);
}

/**
 * The same for problems the server reported (callableErrorProblems), so a refusal only the
 * server can make (a photo in someone else's folder) still marks its field.
 */
export function problemErrors(
  problems: readonly { path: string; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { path, message } of problems) {
    const field = problemField(path);
    if (field && !Object.hasOwn(errors, field)) errors[field] = message;
  }
  return errors;
}
