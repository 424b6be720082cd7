// Malformed callable payloads, generated deterministically (seeded PRNG) from a VALID base
// payload per callable, so each one gets past the first checks and probes one defect deeper.
// Every case is sent as raw JSON text (the whole request body), so prototype-pollution keys
// ("__proto__", which JSON.stringify cannot write as a key of a plain object) arrive as sent.
// The seed module's mulberry32: the same sequence for the same seed on every machine.
import { mulberry32 } from '../../../scripts/seed/random';
import {
  badValues,
  EMOJI,
  wrongTypes,
  type Category,
  type FieldKind,
  type Json,
} from './hostile-values';

export type { Category, FieldKind, Json } from './hostile-values';

/** Who sends a case: the callable's usual caller, nobody, or a plain client (admin tools). */
export type CallerKind = 'main' | 'none' | 'bad-token' | 'client';

export interface HostileCase {
  callable: string;
  category: Category;
  /** What was done to the base payload, for the report. */
  label: string;
  /** The whole request body, as sent. */
  body: string;
  caller: CallerKind;
}

export interface CallableSpec {
  name: string;
  /** A valid payload for `main` (never sent as is when it would change anything). */
  base: Record<string, Json>;
  fields: Record<string, FieldKind>;
  /** Fields whose absence is valid (never removed: the rest would be a valid call). */
  optional?: readonly string[];
  /** The callable takes no arguments: base is {} and every case adds something. */
  noArguments?: boolean;
  /** Only admins may call it: some cases send the valid base as a plain client. */
  adminOnly?: boolean;
  /**
   * Well-formed payloads naming other people's things (their booking, their DJ profile, an
   * image in their folder), refused as not the caller's: each is sent by `main` (or by
   * `client` for admin tools).
   */
  othersPayloads?: readonly Record<string, Json>[];
  /** Whether `data: null` is a valid call (treated as no arguments): then never sent. */
  nullIsValid?: boolean;
  /** Signed-out callers may call it (the contact form): the valid base is not sent without a token. */
  signedOutAllowed?: boolean;
}

function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const pick = <T>(rand: () => number, items: readonly T[]): T =>
  items[Math.floor(rand() * items.length)] as T;

/** JSON text for `value` (lone surrogates and NUL are written as \u escapes, so they arrive). */
const lit = (value: Json): string => JSON.stringify(value);

function withField(base: Record<string, Json>, field: string, value: Json): Record<string, Json> {
  return { ...base, [field]: value };
}

function without(base: Record<string, Json>, field: string): Record<string, Json> {
  const copy = { ...base };
  delete copy[field];
  return copy;
}

/** Splices raw JSON `"key": value` into the top level of the object literal `json`. */
function spliceRaw(json: string, member: string): string {
  return json === '{}' ? `{${member}}` : `{${member},${json.slice(1)}`;
}

const body = (data: string) => `{"data":${data}}`;

function protoCases(spec: CallableSpec): { label: string; data: string }[] {
  const base = lit(spec.base);
  const fieldNames = Object.keys(spec.fields);
  const payloads = [
    '{"isAdmin":true}',
    '{"role":"admin"}',
    '{"polluted":"yes","toString":"x"}',
    'null',
    '{"__proto__":{"admin":true}}',
    `{"${fieldNames[0] ?? 'x'}":${lit(spec.base[fieldNames[0] ?? ''] ?? 'x')}}`,
  ];
  const out: { label: string; data: string }[] = [];
  for (const key of ['__proto__', 'constructor', 'prototype']) {
    for (const payload of payloads) {
      out.push({
        label: `top-level "${key}": ${payload.slice(0, 40)}`,
        data: spliceRaw(base, `"${key}":${payload}`),
      });
    }
    out.push({ label: `only "${key}"`, data: `{"${key}":{"polluted":true}}` });
    out.push({
      label: `"${key}" last`,
      data: `${base.slice(0, -1)}${base === '{}' ? '' : ','}"${key}":{"x":1}}`,
    });
    // Inside a field's value: an object where a string was expected, and nested deeper.
    for (const field of fieldNames) {
      out.push({
        label: `"${key}" inside ${field}`,
        data: lit(without(spec.base, field))
          .replace(/^\{/, `{"${field}":{"${key}":{"polluted":true}},`)
          .replace(/,}$/, '}'),
      });
    }
    out.push({
      label: `"${key}" nested 3 deep`,
      data: spliceRaw(base, `"extra":{"a":{"b":{"${key}":{"polluted":true}}}}`),
    });
    out.push({
      label: `"${key}" in an array`,
      data: spliceRaw(base, `"list":[{"${key}":{"x":1}}]`),
    });
  }
  out.push({
    label: 'data is an array holding __proto__',
    data: '[{"__proto__":{"isAdmin":true}}]',
  });
  out.push({
    label: 'Object.prototype names as keys',
    data: spliceRaw(base, '"hasOwnProperty":1,"toString":"x","valueOf":{}'),
  });
  out.push({
    label: 'deeply nested (64 levels)',
    data: spliceRaw(base, `"deep":${'['.repeat(64)}1${']'.repeat(64)}`),
  });
  return out;
}

/**
 * At least `count` malformed (or unauthorised) cases for one callable. The structured cases
 * come first (every field × every bad value, every missing field, the envelope, no token),
 * then seeded random combinations fill up to `count`.
 */
export function generateCases(spec: CallableSpec, count: number, seed = 11): HostileCase[] {
  const rand = mulberry32(seed ^ seedOf(spec.name));
  const cases: HostileCase[] = [];
  const push = (category: Category, label: string, data: string, caller: CallerKind = 'main') =>
    cases.push({ callable: spec.name, category, label, body: body(data), caller });
  const fields = Object.entries(spec.fields);
  const optional = new Set(spec.optional ?? []);

  // The payload as a whole of the wrong type (null is a valid "no arguments" for some).
  const wholes: Json[] = ['x', 0, -1, 1.5, true, false, [], [spec.base], 'null', ''];
  if (!spec.nullIsValid) wholes.push(null);
  for (const whole of wholes) push('wrong-type', `data is ${lit(whole).slice(0, 30)}`, lit(whole));

  // Each field with each bad value.
  for (const [field, kind] of fields) {
    for (const { category, value } of badValues(kind, rand)) {
      const shown =
        typeof value === 'string' && value.length > 40
          ? `${value.length} chars`
          : lit(value).slice(0, 40);
      push(category, `${field} = ${shown}`, lit(withField(spec.base, field, value)));
    }
  }
  // Missing fields (only the required ones: without an optional one the call is valid).
  const required = fields.map(([f]) => f).filter((f) => !optional.has(f));
  for (const field of required)
    push('missing-field', `no ${field}`, lit(without(spec.base, field)));
  if (required.length > 0 && optional.size === 0) push('missing-field', 'empty object', '{}');
  if (required.length > 1) {
    push(
      'missing-field',
      'only the first field',
      lit({ [required[0] as string]: spec.base[required[0] as string] as Json }),
    );
  }
  // Extra fields: what a forger would add, and plain noise.
  const extras: Record<string, Json> = {
    uid: 'abcdefghijABCDEFGHIJ0123',
    role: 'admin',
    isAdmin: true,
    status: 'verified',
    ownerUid: 'abcdefghijABCDEFGHIJ0123',
    clientUid: 'abcdefghijABCDEFGHIJ0123',
    totalCostCents: 1,
    hourlyRateCents: 1,
    price: 0,
    createdAt: '2000-01-01T00:00:00Z',
    '': 'empty key',
    ' ': 'space key',
    'a.b': 'dotted',
    'a/b': 'slashed',
    [`k${'e'.repeat(5000)}y`]: 'long key',
    [EMOJI]: 'emoji key',
    '\u0000': 'nul key',
    '@type': 'x',
  };
  for (const [key, value] of Object.entries(extras)) {
    if (key in spec.fields) continue;
    push('extra-field', `extra ${lit(key).slice(0, 30)}`, lit({ ...spec.base, [key]: value }));
  }
  push(
    'extra-field',
    '1000 extra keys',
    lit({
      ...spec.base,
      ...Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, i])),
    }),
  );
  // Prototype pollution, as raw JSON.
  for (const { label, data } of protoCases(spec)) push('proto-pollution', label, data);
  // Other people's things.
  for (const [i, payload] of (spec.othersPayloads ?? []).entries()) {
    push(
      'others-id',
      `another user's ids #${i + 1}`,
      lit(payload),
      spec.adminOnly ? 'client' : 'main',
    );
  }
  // The envelope: no data, extra top-level keys (the callable protocol refuses both).
  cases.push({
    callable: spec.name,
    category: 'envelope',
    label: 'body {}',
    body: '{}',
    caller: 'main',
  });
  cases.push({
    callable: spec.name,
    category: 'envelope',
    label: 'extra envelope key',
    body: `{"data":${lit(spec.base)},"auth":{"uid":"x"}}`,
    caller: 'main',
  });
  cases.push({
    callable: spec.name,
    category: 'envelope',
    label: 'envelope __proto__',
    body: `{"data":${lit(spec.base)},"__proto__":{"x":1}}`,
    caller: 'main',
  });
  // No token, a forged token, and (admin tools) a plain client, all with the valid payload.
  const unauth: [CallerKind, string][] = [
    ['none', 'no token'],
    ['bad-token', 'forged token'],
  ];
  for (const [caller, label] of unauth) {
    if (!(spec.signedOutAllowed && caller === 'none')) {
      push('no-auth', `${label}, valid payload`, lit(spec.base), caller);
    }
    push(
      'no-auth',
      `${label}, payload with role admin`,
      lit({ ...spec.base, role: 'admin' }),
      caller,
    );
  }
  if (spec.adminOnly) {
    push('not-allowed', 'client, valid payload', lit(spec.base), 'client');
    push('not-allowed', 'client, empty object', '{}', 'client');
  }

  // Seeded random combinations: two or three defects at once, random callers now and then.
  const pool = fields.flatMap(([field, kind]) =>
    badValues(kind, rand).map((bad) => ({ field, ...bad })),
  );
  while (cases.length < count) {
    const n = 2 + Math.floor(rand() * 2);
    let data: Record<string, Json> = { ...spec.base };
    const parts: string[] = [];
    // What each touched key ends up as: a case whose only change is blocked chat text is
    // well-formed (the off-platform check records it), so it is filed as blocked-content.
    const outcome = new Map<string, string>();
    for (let i = 0; i < n; i++) {
      const r = rand();
      if (r < 0.7 && pool.length > 0) {
        const bad = pick(rand, pool);
        data = withField(data, bad.field, bad.value);
        parts.push(`${bad.field}:${bad.category}`);
        outcome.set(bad.field, bad.category);
      } else if (r < 0.85 || pool.length === 0) {
        const key = `x${Math.floor(rand() * 1e6)}`;
        data = { ...data, [key]: pick(rand, wrongTypes) };
        parts.push('extra');
        outcome.set(key, 'extra');
      } else if (required.length > 0) {
        const field = pick(rand, required);
        data = without(data, field);
        parts.push('missing');
        outcome.set(field, 'missing');
      }
    }
    if (parts.length === 0 || JSON.stringify(data) === JSON.stringify(spec.base)) continue;
    const roll = rand();
    const caller: CallerKind = roll < 0.05 ? 'none' : roll < 0.1 ? 'bad-token' : 'main';
    let raw = lit(data);
    const spliced = rand() < 0.15;
    if (spliced) {
      const key = pick(rand, ['__proto__', 'constructor', 'prototype']);
      raw = spliceRaw(raw, `"${key}":{"isAdmin":true}`);
    }
    const onlyBlocked = !spliced && [...outcome.values()].every((c) => c === 'blocked-content');
    push(onlyBlocked ? 'blocked-content' : 'combined', parts.join(' + '), raw, caller);
  }
  return cases;
}
