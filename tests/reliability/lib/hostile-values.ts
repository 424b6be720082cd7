// The raw material of the hostile cases (lib/hostile-generator.ts): for each kind of field,
// values that no field of that kind accepts. Each value is wrong on its own, so a case that
// changes one field of a valid payload to one of them is malformed as a whole.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** What a field is, for choosing values that are unambiguously wrong for it. */
export type FieldKind =
  | { kind: 'id'; exactLength?: number }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'bool' }
  | { kind: 'email' }
  | { kind: 'text'; max: number; required: boolean; pattern?: 'url' | 'email' | 'phone' }
  | { kind: 'number'; min: number; max: number; integer: boolean }
  | { kind: 'date' }
  /** A wall-clock 'HH:MM' (24 h), like a booking's start time. */
  | { kind: 'time' }
  | { kind: 'list'; maxItems: number; maxLength: number }
  | { kind: 'message'; max: number; mustBeBlocked?: boolean };

export type Category =
  | 'wrong-type'
  | 'missing-field'
  | 'extra-field'
  | 'huge-string'
  | 'bad-number'
  | 'unicode'
  /** Well-formed chat text the off-platform check blocks (and records, by design). */
  | 'blocked-content'
  | 'others-id'
  | 'proto-pollution'
  | 'envelope'
  | 'no-auth'
  | 'not-allowed'
  | 'combined';

// Hostile strings. Lone surrogates and NUL go through JSON.stringify as \uXXXX escapes.
const ZW = '\u200b';
const RLO = '\u202e';
const HUGE = 'A'.repeat(300_000);
export const EMOJI = '\u{1F3A7}';

/** Unicode that is never a valid id: letters outside [A-Za-z0-9] hidden in 20+ characters. */
function unicodeIds(rand: () => number, length: number): string[] {
  const base = 'abcdefghijABCDEFGHIJ0123456789abcdefghijABCDEFGHIJ'.slice(0, Math.max(length, 20));
  const at = Math.floor(rand() * (base.length - 1));
  const swap = (ch: string) => base.slice(0, at) + ch + base.slice(at + 1);
  return [
    swap('\u0410'), // Cyrillic A
    swap('\uff21'), // fullwidth A
    swap('\u0131'), // dotless i
    base.slice(0, at) + ZW + base.slice(at),
    base.slice(0, at) + RLO + base.slice(at),
    swap('\u0000'),
    swap('\ud800'), // lone high surrogate
    swap('\udc00'), // lone low surrogate
    EMOJI.repeat(length),
    base.slice(0, at) + 'e\u0301' + base.slice(at + 2), // combining accent
    `${base.slice(0, -1)}\n`,
    swap('\u00a0'),
  ];
}

export const wrongTypes: readonly Json[] = [
  0,
  -1,
  1.5,
  true,
  false,
  [],
  {},
  [[]],
  { $gt: '' },
  { '@value': 1 },
  { '@type': 'type.googleapis.com/google.protobuf.Int64Value', value: 'abc' },
];

/** Values that no field of this kind accepts (the cases' raw material). */
export function badValues(
  kind: FieldKind,
  rand: () => number,
): { category: Category; value: Json }[] {
  const out: { category: Category; value: Json }[] = [];
  const add = (category: Category, ...values: Json[]) =>
    values.forEach((value) => out.push({ category, value }));
  switch (kind.kind) {
    case 'id': {
      const len = kind.exactLength ?? 20;
      add('wrong-type', ...wrongTypes, null, 2 ** 64, ['abcdefghijABCDEFGHIJ']);
      add('wrong-type', { id: 'abcdefghijABCDEFGHIJ' });
      add('missing-field', '');
      add(
        'huge-string',
        'a'.repeat(129),
        'a'.repeat(10_000),
        HUGE,
        kind.exactLength ? 'a'.repeat(kind.exactLength + 1) : 'a'.repeat(19),
      );
      add(
        'unicode',
        ...unicodeIds(rand, len),
        '../../users/abcdefghijABCDEFGHIJ',
        'abcdefghij/ABCDEFGHIJ',
        'abcdefghij ABCDEFGHIJ',
        '__proto__abcdefghijk',
      );
      if (kind.exactLength) add('unicode', 'a'.repeat(kind.exactLength - 1));
      break;
    }
    case 'enum': {
      const v = kind.values[0] ?? 'x';
      add('wrong-type', ...wrongTypes, null, [v], { [v]: true });
      add('missing-field', '');
      add('huge-string', v.repeat(20_000), HUGE);
      add(
        'unicode',
        v.toUpperCase(),
        ` ${v}`,
        `${v} `,
        `${v}\u0000`,
        homoglyph(v),
        `${v}${ZW}`,
        RLO + v,
        v.normalize('NFD') === v ? `${v}\u0301` : v.normalize('NFD'),
        kind.values.join(','),
        'superadmin',
        'root',
        'system',
        'refund',
        'paymentExpired',
      );
      break;
    }
    case 'bool':
      add('wrong-type', 'true', 'false', 1, 0, null, [], {}, [true], { value: true }, 'yes', '');
      add('bad-number', -1, 0.5, 1e308);
      add('unicode', 'tru\u0435', '\u0074rue');
      break;
    case 'email':
      add('wrong-type', ...wrongTypes, null, ['a@example.com'], { email: 'a@example.com' });
      add('missing-field', '', '   ');
      add('huge-string', `${'a'.repeat(320)}@example.com`, `${HUGE}@example.com`);
      add(
        'unicode',
        'a\uff20example.com',
        'a\u00a0b@example.com',
        'a@exa\u2028mple.com',
        'a@example',
        '@example.com',
        'a@',
        'plainaddress',
        'a b@example.com',
        `a@example.com${'\u0000'}x y`,
        'a@@example.com x',
      );
      break;
    case 'text': {
      add('wrong-type', ...wrongTypes.filter((v) => typeof v !== 'string'), ['x'], { x: 'y' });
      if (kind.required)
        add('missing-field', null, '', '   ', '\u3000\u3000', '\t\n', '<>', '<<>>');
      else add('wrong-type', null);
      add('huge-string', 'x'.repeat(kind.max + 1), 'x'.repeat(kind.max * 10 + 7), HUGE);
      add('unicode', EMOJI.repeat(kind.max), '\u00e9'.repeat(kind.max + 1));
      add('unicode', '\ud800'.repeat(kind.max + 1), `${ZW.repeat(kind.max)}x`);
      if (kind.pattern === 'url') {
        add('unicode', 'javascript:alert(1)', 'ftp://example.com/x', 'not a url', 'http//x');
      }
      if (kind.pattern === 'email') add('unicode', 'not-an-email', 'a\uff20example.com', 'a@');
      if (kind.pattern === 'phone') add('unicode', 'call me', '\uff11\uff12\uff13', '+1-555-CALL');
      break;
    }
    case 'number': {
      add('wrong-type', String(kind.min + 1), `${kind.max}`, true, false, [kind.min], {}, []);
      add('wrong-type', { value: kind.min }, '0x10', '1e3', '');
      if (kind.min > -Infinity) add('bad-number', kind.min - 1, -1, -kind.max, -0.5, -1e308);
      add('bad-number', kind.max + 1, 1e308, kind.max + 0.5, Number.MAX_SAFE_INTEGER + 2);
      if (kind.integer)
        add('bad-number', kind.min + 0.5, kind.min + 1e-9, (kind.min + kind.max) / 2 + 0.25);
      add('missing-field', null);
      break;
    }
    case 'date':
      add('wrong-type', ...wrongTypes, null, 20300101, ['2030-01-01'], { seconds: 1 });
      add('missing-field', '', '   ');
      add('huge-string', `2030-01-01${'x'.repeat(10_000)}`, HUGE);
      add(
        'unicode',
        '\u0662\u0660\u0663\u0660-\u0660\u0661-\u0660\u0661',
        '\uff12\uff10\uff13\uff10-01-01',
        '2030\u201001\u201001',
        'tomorrow',
        '2020-01-01',
        '1970-01-01',
        '2030-13-01',
        '2030-02-30',
        '2030-1-1',
        '30-01-01',
        '20300101',
      );
      break;
    case 'time':
      add('wrong-type', ...wrongTypes, null, 1900, ['19:00'], { hours: 19, minutes: 0 });
      add('missing-field', '', '   ');
      add('huge-string', `19:00${'x'.repeat(10_000)}`, HUGE);
      add(
        'unicode',
        '\uff11\uff19:\uff10\uff10', // fullwidth digits
        '\u0661\u0669:\u0660\u0660', // Arabic-Indic digits
        '19\uff1a00', // fullwidth colon
        `19:00${ZW}`,
        '7:00 PM',
        '7:00',
        '24:00',
        '19:60',
        '19:00:00',
        '1900',
        'T19:00',
        'noon',
      );
      break;
    case 'list':
      add('wrong-type', 'House', 1, true, { 0: 'House' }, [1, 2], [null], [[]], [{}], [true]);
      add('huge-string', ['x'.repeat(kind.maxLength + 1)], [HUGE]);
      add(
        'huge-string',
        Array.from({ length: kind.maxItems + 1 }, (_, i) => `item ${i}`),
        Array.from({ length: 5000 }, (_, i) => `item ${i}`),
      );
      add('unicode', [EMOJI.repeat(kind.maxLength)], ['\u00e9'.repeat(kind.maxLength + 1)]);
      break;
    case 'message':
      add('wrong-type', ...wrongTypes, null, ['hello'], { text: 'hello' });
      add('missing-field', '', '   ', '\u3000\u2003\u00a0', '\n\t');
      add('huge-string', 'x'.repeat(kind.max + 1), HUGE);
      add('unicode', EMOJI.repeat(kind.max / 2 + 1), '\u00e9'.repeat(kind.max + 1));
      if (kind.mustBeBlocked) add('unicode', 'Hello there', 'See you on the day', '\u00e9\u00e8');
      else add('blocked-content', 'email me at someone@example.com', 'call me on +1 555 123 4567');
      break;
  }
  return out;
}

/** `v` with a Cyrillic look-alike letter (always changed: appended when none matches). */
function homoglyph(v: string): string {
  const swapped = v.replace(/a/, '\u0430').replace(/e/, '\u0435').replace(/i/, '\u0456');
  return swapped === v ? `${v}\u0430` : swapped;
}
