import { describe, expect, it } from 'vitest';
import {
  clearedDjProfileFields,
  DJ_INVALID_EMAIL,
  DJ_INVALID_HOURLY_RATE,
  DJ_REQUIRED_FIELDS_MISSING,
  DJ_VALIDATION_ERROR,
  djBaseOf,
  djProfileSchema,
  djProfileToFormValues,
  emptyDjProfile,
  HOURLY_RATE_RANGE,
  INVALID_BASE_LOCATION,
  INVALID_TRAVEL_RADIUS,
  SUGGESTED_EQUIPMENT,
  toDjContactWrite,
  toDjProfileWrite,
  type DjProfileValues,
} from './dj-profile-schema';
import { djProfileNotice, djProfileProblemsNotice } from './dj-profile-notice';
import { OFF_PLATFORM_NOTICE } from './off-platform-text';
import { RESERVED_NAME } from './reserved-names';
import { problemsByPath, validateInput, validateOrThrow } from './validate';

const valid = {
  name: 'DJ Mike',
  bio: 'House and techno.\n\nTen years behind the decks.',
  location: 'Austin, TX',
  hourlyRate: 150,
  availableNow: true,
  phone: '+1 (555) 123-4567',
  email: 'mike@example.com',
  websiteUrl: 'https://djmike.example',
  youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
  instagramUrl: 'https://instagram.com/djmike',
  photoUrl: '',
  coverImageUrl: '',
  genres: ['House', 'Techno'],
  equipment: ['Mixer'],
};

function errors(values: unknown): Record<string, string> {
  const result = validateInput(djProfileSchema, values);
  return result.ok ? {} : { ...problemsByPath(result.problems) };
}

describe('texts and suggestions', () => {
  it('use the spec wording', () => {
    expect(DJ_REQUIRED_FIELDS_MISSING).toEqual({
      title: 'Required Fields Missing',
      description: 'Name and location are required.',
    });
    expect(HOURLY_RATE_RANGE).toBe('Hourly rate must be between $50 and $50,000.');
    expect(DJ_VALIDATION_ERROR).toEqual({
      title: 'Validation Error',
      description: 'Please fix the errors in the form.',
    });
    expect(DJ_INVALID_EMAIL).toEqual({
      title: 'Invalid Email',
      description: 'Please enter a valid email address.',
    });
  });

  it('suggests the spec equipment', () => {
    expect(SUGGESTED_EQUIPMENT).toEqual([
      'DJ Controller',
      'Turntables',
      'Mixer',
      'Speakers',
      'Microphone',
      'Lighting',
      'Fog Machine',
    ]);
  });
});

describe('djProfileSchema', () => {
  it('accepts a complete profile', () => {
    expect(errors(valid)).toEqual({});
  });

  it('accepts the minimum: name, location and rate', () => {
    expect(errors({ name: 'A', location: 'B', hourlyRate: 50 })).toEqual({});
  });

  it('requires name and location, also when blank or only brackets', () => {
    expect(errors({ ...valid, name: '', location: '   ' })).toEqual({
      name: 'Required',
      location: 'Required',
    });
    expect(errors({ ...valid, name: '<>' })).toEqual({ name: 'Required' });
  });

  it.each([
    ['name', 100],
    ['location', 200],
    ['bio', 2000],
    ['phone', 20],
  ])('limits %s to %d characters', (field, max) => {
    const ok = field === 'phone' ? '5'.repeat(max) : 'a'.repeat(max);
    const over = `${ok}5`;
    expect(errors({ ...valid, [field]: ok })).toEqual({});
    expect(errors({ ...valid, [field]: over })).toEqual({
      [field]: `Must be less than ${max} characters`,
    });
  });

  it.each([50, 50.5, 150, 49_999.99, 50_000, '75'])('accepts the hourly rate %j', (rate) => {
    expect(errors({ ...valid, hourlyRate: rate })).toEqual({});
  });

  it.each([49.99, 0, -100, 50_000.01, 1e9, '', 'abc', null, NaN, Infinity])(
    'refuses the hourly rate %j',
    (rate) => {
      expect(errors({ ...valid, hourlyRate: rate })).toEqual({ hourlyRate: HOURLY_RATE_RANGE });
    },
  );

  it.each(['+1 (555) 123-4567', '555 1234', '0044-20-7946-0958', ''])(
    'accepts the phone %j',
    (phone) => {
      expect(errors({ ...valid, phone })).toEqual({});
    },
  );

  it.each(['call me', '555-CALL-NOW', '+1.555.123', '---', '()'])(
    'refuses the phone %j',
    (phone) => {
      expect(errors({ ...valid, phone })).toEqual({ phone: 'Please enter a valid phone number.' });
    },
  );

  it('checks the e-mail strictly but allows none', () => {
    expect(errors({ ...valid, email: '' })).toEqual({});
    expect(errors({ ...valid, email: 'mike@example' })).toEqual({
      email: 'Please enter a valid email address.',
    });
    expect(errors({ ...valid, email: `${'a'.repeat(64)}@${'b'.repeat(252)}.com` })).toEqual({
      email: 'Must be less than 320 characters',
    });
  });

  it.each(['websiteUrl', 'youtubeUrl', 'instagramUrl'])(
    'checks %s as an optional http(s) URL',
    (field) => {
      expect(errors({ ...valid, [field]: '' })).toEqual({});
      expect(errors({ ...valid, [field]: 'javascript:alert(1)' })).toEqual({
        [field]: 'Please enter a valid URL',
      });
      expect(errors({ ...valid, [field]: 'djmike.example' })).toEqual({
        [field]: 'Please enter a valid URL',
      });
      expect(errors({ ...valid, [field]: `https://x.example/${'a'.repeat(2048)}` })).toEqual({
        [field]: 'Must be less than 2048 characters',
      });
    },
  );

  const upload = (path: string, host = 'https://firebasestorage.googleapis.com') =>
    `${host}/v0/b/demo.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=t`;

  it.each(['photoUrl', 'coverImageUrl'])(
    "takes as %s an upload or one of the app's own images (decision 0037)",
    (field) => {
      for (const address of [
        '',
        '/seed/djs/photo-01.webp',
        '/seed/djs/cover-fallback.webp',
        '/images/dj-fallback.webp',
        upload('dj-profiles/u1/profile-1.webp'),
        upload('dj-profiles/u1/cover-2.jpg', 'http://127.0.0.1:9199'),
      ]) {
        expect(errors({ ...valid, [field]: address }), address).toEqual({});
      }
    },
  );

  it.each(['photoUrl', 'coverImageUrl'])(
    'refuses as %s any other address, saying to upload again',
    (field) => {
      for (const address of [
        'https://images.example/me.png',
        'https://firebasestorage.googleapis.com.evil.example/v0/b/x/o/dj-profiles%2Fu1%2Fp.png',
        upload('other-folder/p.png'),
        upload('dj-profiles/u1/p.png', 'https://storage.example'),
        '/seed/../secret',
        '//evil.example/seed/x.png',
        'seed/djs/photo-01.webp',
        'javascript:alert(1)',
        `/seed/${'a'.repeat(2048)}`,
      ]) {
        expect(errors({ ...valid, [field]: address }), address).toEqual({
          [field]: 'Please upload the image again.',
        });
      }
    },
  );

  it('tidies genres and equipment', () => {
    const value = validateOrThrow(djProfileSchema, {
      ...valid,
      genres: [' House ', 'house', '', 'Hip  Hop', 'HIP HOP'],
      equipment: ['Mixer', ' mixer', '  '],
    });
    expect(value.genres).toEqual(['House', 'Hip Hop']);
    expect(value.equipment).toEqual(['Mixer']);
  });

  it('limits each genre to 50 and each equipment item to 100 characters', () => {
    expect(errors({ ...valid, genres: ['g'.repeat(50)], equipment: ['e'.repeat(100)] })).toEqual(
      {},
    );
    expect(
      errors({ ...valid, genres: ['ok', 'g'.repeat(51)], equipment: ['e'.repeat(101)] }),
    ).toEqual({
      'genres[1]': 'Must be less than 50 characters',
      'equipment[0]': 'Must be less than 100 characters',
    });
  });

  it('allows at most 20 entries (after duplicates are dropped)', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `Genre ${i}`);
    expect(errors({ ...valid, genres: [...twenty, 'genre 0'] })).toEqual({});
    expect(errors({ ...valid, genres: [...twenty, 'Genre 20'] })).toEqual({
      genres: 'You can add up to 20 genres.',
    });
    expect(errors({ ...valid, equipment: [...twenty, 'Genre 20'] })).toEqual({
      equipment: 'You can add up to 20 equipment items.',
    });
  });

  it('refuses lists that are not lists of text', () => {
    expect(errors({ ...valid, genres: 'House' })).toEqual({ genres: 'Invalid input' });
    expect(errors({ ...valid, genres: [{}] })).toEqual({ 'genres[0]': 'Invalid input' });
  });

  it('defaults availableNow to false and the lists to empty', () => {
    const value = validateOrThrow(djProfileSchema, { name: 'A', location: 'B', hourlyRate: 60 });
    expect(value.availableNow).toBe(false);
    expect(value.genres).toEqual([]);
    expect(value.equipment).toEqual([]);
  });

  it('strips fields the owner may not write', () => {
    const value = validateOrThrow(djProfileSchema, {
      ...valid,
      status: 'verified',
      averageRating: 5,
      userId: 'someone-else',
    });
    expect(value).not.toHaveProperty('status');
    expect(value).not.toHaveProperty('averageRating');
    expect(value).not.toHaveProperty('userId');
  });

  it('takes a base as both coordinates or neither, inside their ranges', () => {
    expect(errors({ ...valid, baseLat: 30.2672, baseLng: -97.7431 })).toEqual({});
    expect(errors({ ...valid, baseLat: null, baseLng: null })).toEqual({});
    expect(errors({ ...valid, baseLat: 90, baseLng: -180 })).toEqual({});
    const unpaired = { baseLat: INVALID_BASE_LOCATION, baseLng: INVALID_BASE_LOCATION };
    expect(errors({ ...valid, baseLat: 30.2672 })).toEqual(unpaired);
    expect(errors({ ...valid, baseLat: null, baseLng: -97.7 })).toEqual(unpaired);
    for (const [baseLat, baseLng] of [
      [90.0001, 0],
      [-91, 0],
      [0, 180.5],
      [0, -1e9],
      [Number.POSITIVE_INFINITY, 0],
      [Number.NaN, 0],
      [0, 'x'],
    ]) {
      const result = errors({ ...valid, baseLat, baseLng });
      expect(Object.values(result), `${String(baseLat)}, ${String(baseLng)}`).toContain(
        INVALID_BASE_LOCATION,
      );
    }
  });

  it('takes only the listed travel radii, 25 miles when none is given', () => {
    for (const radius of [10, 25, 50, 100]) {
      expect(errors({ ...valid, travelRadiusMi: radius })).toEqual({});
    }
    expect(validateOrThrow(djProfileSchema, valid).travelRadiusMi).toBe(25);
    for (const radius of [0, 26, 1e9, -25, Number.NaN, null, 'far']) {
      expect(errors({ ...valid, travelRadiusMi: radius }), String(radius)).toEqual({
        travelRadiusMi: INVALID_TRAVEL_RADIUS,
      });
    }
    expect(INVALID_TRAVEL_RADIUS).toBe('Choose how far you will travel: 10, 25, 50 or 100 miles.');
  });

  it('strips search fields a client might send (the server derives them)', () => {
    const value = validateOrThrow(djProfileSchema, {
      ...valid,
      reachCells: ['10:9v6kp'],
      base: { lat: 1, lng: 2, geohash: 'x' },
      bookedDates: [],
    });
    expect(value).not.toHaveProperty('reachCells');
    expect(value).not.toHaveProperty('base');
    expect(value).not.toHaveProperty('bookedDates');
  });

  it('starts from an empty form that is not yet valid', () => {
    expect(Object.keys(errors(emptyDjProfile)).sort()).toEqual(['hourlyRate', 'location', 'name']);
  });
});

describe('djProfileNotice', () => {
  it('is null for a valid form', () => {
    expect(djProfileNotice(valid)).toBeNull();
  });

  it('reports missing name or location first', () => {
    expect(djProfileNotice({ ...valid, name: '', hourlyRate: 1, email: 'x' })).toBe(
      DJ_REQUIRED_FIELDS_MISSING,
    );
    expect(djProfileNotice({ ...valid, location: '' })).toBe(DJ_REQUIRED_FIELDS_MISSING);
  });

  it('then the hourly rate, then the e-mail', () => {
    expect(djProfileNotice({ ...valid, hourlyRate: 10, email: 'x' })).toBe(DJ_INVALID_HOURLY_RATE);
    expect(DJ_INVALID_HOURLY_RATE.description).toBe(HOURLY_RATE_RANGE);
    expect(djProfileNotice({ ...valid, email: 'x' })).toBe(DJ_INVALID_EMAIL);
  });

  it('then off-platform contact, with the chat’s "Message Guidelines" and where', () => {
    expect(djProfileNotice({ ...valid, bio: '<p>WhatsApp me for deals</p>' })).toEqual({
      ...OFF_PLATFORM_NOTICE,
      description: `${OFF_PLATFORM_NOTICE.description} Found in: Bio.`,
    });
    expect(
      djProfileNotice({ ...valid, bio: 'Text me on Telegram', genres: ['House', 'WhatsApp me'] }),
    ).toEqual({
      ...OFF_PLATFORM_NOTICE,
      description: `${OFF_PLATFORM_NOTICE.description} Found in: Bio, Genres.`,
    });
    expect(djProfileNotice({ ...valid, bio: 'x', hourlyRate: 10 })).toBe(DJ_INVALID_HOURLY_RATE);
  });

  it('then a reserved name, saying so (decision 0030)', () => {
    expect(djProfileNotice({ ...valid, name: 'Spinbook Support' })).toEqual({
      title: 'Validation Error',
      description: RESERVED_NAME,
    });
  });

  it('falls back to the generic validation error, naming every field and why', () => {
    expect(djProfileNotice({ ...valid, name: 'n'.repeat(101) })).toEqual({
      title: 'Validation Error',
      description:
        'Please fix the errors in the form. DJ / Artist Name: Must be less than 100 characters.',
    });
    expect(djProfileNotice({ ...valid, websiteUrl: 'nope', genres: ['x'.repeat(51)] })).toEqual({
      title: 'Validation Error',
      description:
        'Please fix the errors in the form. Website: Please enter a valid URL. ' +
        'Genres: Must be less than 50 characters.',
    });
  });

  it('reads the bio as it will be stored: escaped markup cannot hide a contact', () => {
    expect(errors({ ...valid, bio: '&lt;b&gt;What&lt;/b&gt;sApp me for deals' })).toEqual({
      bio: OFF_PLATFORM_NOTICE.description,
    });
  });

  it('names a field that has no box to mark: the photo and cover (issue 38)', () => {
    expect(
      djProfileNotice({
        ...valid,
        photoUrl: 'https://images.example/me.png',
        coverImageUrl: 'https://images.example/cover.png',
      }),
    ).toEqual({
      title: 'Validation Error',
      description:
        'Please fix the errors in the form. Profile Photo: Please upload the image again. ' +
        'Cover Image: Please upload the image again.',
    });
  });

  it('answers input no form sends with just what is wrong with it', () => {
    expect(
      djProfileProblemsNotice([{ path: 'geohash', message: 'Unknown field "geohash".' }]),
    ).toEqual({
      title: 'Validation Error',
      description: 'Unknown field "geohash".',
    });
    expect(djProfileProblemsNotice([])).toBeNull();
  });

  it('never leaves the generic text alone: every refusal says which field', () => {
    const refusals: unknown[] = [
      { ...valid, bio: 'b'.repeat(2001) },
      { ...valid, phone: 'call me' },
      { ...valid, equipment: Array.from({ length: 21 }, (_, i) => `Item ${i}`) },
      { ...valid, travelRadiusMi: 30 },
      { ...valid, baseLat: 30 },
      { ...valid, availableNow: null },
    ];
    for (const values of refusals) {
      const notice = djProfileNotice(values);
      expect(notice?.description).toMatch(/^Please fix the errors in the form\. \S/);
    }
  });
});

describe('toDjProfileWrite', () => {
  const values = validateOrThrow(djProfileSchema, valid);

  it('maps to the Firestore field names, rate in cents, empty optionals omitted', () => {
    expect(toDjProfileWrite(values)).toEqual({
      name: 'DJ Mike',
      bio: 'House and techno.\n\nTen years behind the decks.',
      location: 'Austin, TX',
      locationLower: 'austin, tx',
      hourlyRateCents: 15000,
      availableNow: true,
      websiteUrl: 'https://djmike.example',
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      instagramUrl: 'https://instagram.com/djmike',
      genres: ['House', 'Techno'],
      genreKeys: ['house', 'techno'],
      equipment: ['Mixer'],
      travelRadiusMi: 25,
    });
  });

  it('stores the travel radius but never the base (the server derives its search fields)', () => {
    const placed = validateOrThrow(djProfileSchema, {
      ...valid,
      baseLat: 30.2672,
      baseLng: -97.7431,
      travelRadiusMi: 50,
    });
    const write = toDjProfileWrite(placed);
    expect(write.travelRadiusMi).toBe(50);
    expect(write).not.toHaveProperty('base');
    expect(write).not.toHaveProperty('baseLat');
    expect(djBaseOf(placed)).toEqual({ lat: 30.2672, lng: -97.7431 });
    expect(djBaseOf(values)).toBeNull();
    expect(djBaseOf({ baseLat: 91, baseLng: 0 })).toBeNull();
    expect(toDjProfileWrite({ ...values, travelRadiusMi: 1e9 }).travelRadiusMi).toBe(25);
  });

  it('never puts phone or e-mail in the public profile', () => {
    const write = toDjProfileWrite(values);
    expect(write).not.toHaveProperty('phone');
    expect(write).not.toHaveProperty('email');
    expect(toDjContactWrite(values)).toEqual({
      phone: '+1 (555) 123-4567',
      email: 'mike@example.com',
    });
    expect(toDjContactWrite({ ...values, phone: '', email: undefined })).toEqual({});
  });

  it('stores the bio as plain text (decision 0037) and omits it when nothing is left', () => {
    const write = toDjProfileWrite({
      ...values,
      bio: '<p onclick="x">Hi</p><script>alert(1)</script><p>R&amp;B</p>',
    });
    expect(write.bio).toBe('Hi\n\nR&B');
    expect(toDjProfileWrite({ ...values, bio: '<script>x</script>' })).not.toHaveProperty('bio');
    expect(toDjProfileWrite({ ...values, bio: '' })).not.toHaveProperty('bio');
  });

  it('rounds dollars to the nearest cent', () => {
    expect(toDjProfileWrite({ ...values, hourlyRate: 50.005 }).hourlyRateCents).toBe(5001);
    expect(toDjProfileWrite({ ...values, hourlyRate: 50_000 }).hourlyRateCents).toBe(5_000_000);
  });

  it('cleans values that skipped the schema (defence in depth)', () => {
    const raw = {
      ...values,
      name: ' <b>DJ</b> ',
      genres: ['House', 'HOUSE', 'x'.repeat(60)],
    } as DjProfileValues;
    const write = toDjProfileWrite(raw);
    expect(write.name).toBe('bDJ/b');
    expect(write.genres).toEqual(['House', 'x'.repeat(50)]);
  });

  it('lists the optional fields to delete on update', () => {
    expect(clearedDjProfileFields(values)).toEqual(['photoUrl', 'coverImageUrl']);
    expect(clearedDjProfileFields({ ...values, bio: '', websiteUrl: '' })).toEqual([
      'bio',
      'websiteUrl',
      'photoUrl',
      'coverImageUrl',
    ]);
  });
});

describe('djProfileToFormValues', () => {
  it('round-trips a stored profile through the form', () => {
    const values = validateOrThrow(djProfileSchema, valid);
    const form = djProfileToFormValues({
      ...toDjProfileWrite(values),
      ...toDjContactWrite(values),
    });
    expect(form.hourlyRate).toBe(150);
    expect(form.phone).toBe('+1 (555) 123-4567');
    expect(toDjProfileWrite(validateOrThrow(djProfileSchema, form))).toEqual(
      toDjProfileWrite(values),
    );
  });

  it('edits a bio stored as HTML as the text it shows (issue 38)', () => {
    const form = djProfileToFormValues({
      bio: '<p>Open-format DJ with <strong>12 years</strong> behind the decks.</p><p>Hip-hop, R&amp;B</p>',
    });
    expect(form.bio).toBe('Open-format DJ with 12 years behind the decks.\n\nHip-hop, R&B');
    // Saving it unchanged stores that text, which the editor then shows as it is.
    const stored = toDjProfileWrite(validateOrThrow(djProfileSchema, { ...valid, bio: form.bio }));
    expect(stored.bio).toBe(form.bio);
    expect(djProfileToFormValues(stored).bio).toBe(form.bio);
  });

  it('fills blanks for missing fields', () => {
    expect(djProfileToFormValues({})).toEqual(emptyDjProfile);
  });

  it('brings the stored base and radius back into the form', () => {
    const form = djProfileToFormValues({
      base: { lat: 30.2672, lng: -97.7431 },
      travelRadiusMi: 100,
    });
    expect(form).toMatchObject({ baseLat: 30.2672, baseLng: -97.7431, travelRadiusMi: 100 });
    expect(djProfileToFormValues({ base: { lat: 200, lng: 0 } })).toMatchObject({
      baseLat: null,
      baseLng: null,
      travelRadiusMi: 25,
    });
  });
});
