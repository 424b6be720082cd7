import {
  DJ_INVALID_EMAIL,
  DJ_INVALID_HOURLY_RATE,
  DJ_REQUIRED_FIELDS_MISSING,
  DJ_VALIDATION_ERROR,
  djProfileSchema,
  type DjProfileFormValues,
} from './dj-profile-schema';
import { REQUIRED, type Notice } from './messages';
import { isOffPlatformRefusal, OFF_PLATFORM_NOTICE } from './off-platform-text';
import { RESERVED_NAME } from './reserved-names';
import { validateInput, type ValidationProblem } from './validate';

/**
 * What a refused DJ form (the application, the profile editor, and the callables that take
 * them) tells the person: the spec's notices, each naming the field it is about
 * (decision 0037).
 */

/**
 * What each field is called on the DJ forms, so a refusal can say which one it is. The
 * coordinates have no box of their own: they come with the location.
 */
export const DJ_PROFILE_FIELD_LABELS: Readonly<Record<keyof DjProfileFormValues, string>> = {
  name: 'DJ / Artist Name',
  bio: 'Bio',
  location: 'Location',
  hourlyRate: 'Hourly Rate',
  availableNow: 'Available Now',
  phone: 'Phone',
  email: 'Contact Email',
  websiteUrl: 'Website',
  youtubeUrl: 'YouTube',
  instagramUrl: 'Instagram',
  photoUrl: 'Profile Photo',
  coverImageUrl: 'Cover Image',
  genres: 'Genres',
  equipment: 'Equipment',
  baseLat: 'Location',
  baseLng: 'Location',
  travelRadiusMi: 'How far will you travel?',
};

/** The form field a problem's path is about: 'genres[2]' → 'genres'. */
export const problemField = (path: string): string => path.replace(/[[.].*$/, '');

const labelOf = (path: string): string | null => {
  const field = problemField(path);
  return Object.hasOwn(DJ_PROFILE_FIELD_LABELS, field)
    ? DJ_PROFILE_FIELD_LABELS[field as keyof DjProfileFormValues]
    : null;
};

const sentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * "Profile Photo: Please upload the image again. Genres: Must be less than 50 characters."
 * One entry per field (its first problem, as the form shows it under the field).
 */
export function describeDjProfileProblems(problems: readonly ValidationProblem[]): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const { path, message } of problems) {
    const label = labelOf(path);
    const key = label ?? path;
    if (seen.has(key)) continue;
    seen.add(key);
    parts.push(label ? `${label}: ${sentence(message)}` : sentence(message));
  }
  return parts.join(' ');
}

/** The fields named by `problems` that carry `message`, as "Bio, Genres". */
function labelsWith(problems: readonly ValidationProblem[], message: string): string {
  const labels = problems
    .filter((p) => p.message === message)
    .map((p) => labelOf(p.path))
    .filter((label): label is string => label !== null);
  return [...new Set(labels)].join(', ');
}

/**
 * The toast for a refused DJ form, in the spec's order: missing name or location, then the
 * hourly rate, then the e-mail, then off-platform contact ("Message Guidelines"), then
 * anything else. Each of those spec texts names its field, or gets the field's name added
 * (decision 0037): the catch-all "Please fix the errors in the form." is followed by every
 * field and why, since some (the photo and cover addresses) have no box to mark.
 * `null` when there is no problem. The server refuses with the same notice.
 */
export function djProfileProblemsNotice(problems: readonly ValidationProblem[]): Notice | null {
  if (problems.length === 0) return null;
  const has = (path: string, message?: string) =>
    problems.some(
      (p) => problemField(p.path) === path && (message === undefined || p.message === message),
    );
  if (has('name', REQUIRED) || has('location', REQUIRED)) return DJ_REQUIRED_FIELDS_MISSING;
  if (has('hourlyRate')) return DJ_INVALID_HOURLY_RATE;
  if (has('email')) return DJ_INVALID_EMAIL;
  // Not in the spec's list for this form: the chat's notice for off-platform contact, so the
  // toast says why, and where (the field shows the same text).
  if (isOffPlatformRefusal(problems)) {
    const where = labelsWith(problems, OFF_PLATFORM_NOTICE.description);
    return where
      ? {
          ...OFF_PLATFORM_NOTICE,
          description: `${OFF_PLATFORM_NOTICE.description} Found in: ${where}.`,
        }
      : OFF_PLATFORM_NOTICE;
  }
  // Ours too: a reserved name says so (decision 0030).
  if (has('name', RESERVED_NAME)) return { ...DJ_VALIDATION_ERROR, description: RESERVED_NAME };
  const described = describeDjProfileProblems(problems);
  // Input no form sends (an unknown key) is answered with just what is wrong with it.
  const onForm = problems.some((p) => labelOf(p.path) !== null);
  return {
    ...DJ_VALIDATION_ERROR,
    description: onForm ? `${DJ_VALIDATION_ERROR.description} ${described}` : described,
  };
}

/** djProfileProblemsNotice for the form's values (what it would send). */
export function djProfileNotice(values: unknown): Notice | null {
  const result = validateInput(djProfileSchema, values);
  return result.ok ? null : djProfileProblemsNotice(result.problems);
}
