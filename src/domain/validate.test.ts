import { describe, expect, it } from 'vitest';
import { number, object, string } from 'yup';
import {
  findForbiddenKey,
  InputValidationError,
  problemsByPath,
  validateInput,
  validateOrThrow,
} from './validate';

const schema = object({
  name: string().trim().required('Required').max(5, 'Must be less than 5 characters'),
  count: number().typeError('Invalid input').integer('Invalid input').default(1),
  nested: object({ tag: string().optional() }).optional().default(undefined),
});

describe('validateInput', () => {
  it('returns the cast value with unknown keys stripped', () => {
    expect(validateInput(schema, { name: ' Ann ', count: '3', admin: true })).toEqual({
      ok: true,
      value: { name: 'Ann', count: 3 },
    });
  });

  it('lists every problem with its path', () => {
    expect(validateInput(schema, { name: 'Too long', count: 1.5 })).toEqual({
      ok: false,
      problems: [
        { path: 'name', message: 'Must be less than 5 characters' },
        { path: 'count', message: 'Invalid input' },
      ],
    });
  });

  it.each([null, undefined, 'text', 42, [], [{ name: 'Ann' }]])('refuses %j as a whole', (data) => {
    expect(validateInput(schema, data)).toEqual({
      ok: false,
      problems: [{ path: '', message: 'Invalid input' }],
    });
  });

  it.each([
    ['{"name":"Ann","__proto__":{"admin":true}}', '__proto__'],
    ['{"name":"Ann","constructor":{"prototype":{}}}', 'constructor'],
    ['{"name":"Ann","nested":{"prototype":1}}', 'nested.prototype'],
    ['{"name":"Ann","list":[{"ok":1},{"__proto__":1}]}', 'list[1].__proto__'],
  ])('refuses the prototype-pollution payload %s', (json, path) => {
    const data: unknown = JSON.parse(json);
    expect(validateInput(schema, data)).toEqual({
      ok: false,
      problems: [{ path, message: 'Invalid input' }],
    });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it.each([
    ['{"name":"Ann","toString":"x"}', 'toString'],
    ['{"name":"Ann","hasOwnProperty":1,"valueOf":{}}', 'hasOwnProperty'],
    ['{"name":"Ann","nested":{"isPrototypeOf":1}}', 'nested.isPrototypeOf'],
  ])('refuses %s, whose key shadows an Object.prototype member (yup would throw)', (json, path) => {
    expect(validateInput(schema, JSON.parse(json))).toEqual({
      ok: false,
      problems: [{ path, message: 'Invalid input' }],
    });
  });

  it('passes a context to the schema', () => {
    const withContext = object({
      day: string().test('after', 'Too early', (v, ctx) => (v ?? '') >= ctx.options.context?.min),
    });
    expect(validateInput(withContext, { day: 'b' }, { context: { min: 'a' } }).ok).toBe(true);
    expect(validateInput(withContext, { day: 'a' }, { context: { min: 'b' } }).ok).toBe(false);
  });
});

describe('findForbiddenKey', () => {
  it('finds nothing in ordinary data, including cycles and primitives', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(findForbiddenKey(cyclic)).toBeNull();
    expect(findForbiddenKey('__proto__')).toBeNull();
    expect(findForbiddenKey({ prototypes: 1, proto: 2, constructors: [] })).toBeNull();
  });

  it('finds non-enumerable keys too', () => {
    const data = {};
    Object.defineProperty(data, 'constructor', { value: 1, enumerable: false });
    expect(findForbiddenKey(data)).toBe('constructor');
  });

  it('refuses data nested deeper than any form', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = { d: deep };
    expect(findForbiddenKey(deep)).not.toBeNull();
  });
});

describe('validateOrThrow', () => {
  it('returns the typed value', () => {
    const value = validateOrThrow(schema, { name: 'Ann' });
    expect(value.name).toBe('Ann');
    expect(value.count).toBe(1);
  });

  it('throws an InputValidationError carrying the problems', () => {
    try {
      validateOrThrow(schema, { name: '' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InputValidationError);
      const e = error as InputValidationError;
      expect(e.problems).toEqual([{ path: 'name', message: 'Required' }]);
      expect(e.message).toBe('name: Required');
      expect(e.name).toBe('InputValidationError');
    }
  });

  it('rethrows errors that are not validation errors', () => {
    const broken = object({
      x: string().test('boom', 'x', () => {
        throw new TypeError('boom');
      }),
    });
    expect(() => validateOrThrow(broken, { x: 'a' })).toThrow(TypeError);
  });
});

describe('problemsByPath', () => {
  it('keeps the first message per path, even for awkward paths', () => {
    const byPath = problemsByPath([
      { path: 'a', message: 'first' },
      { path: 'a', message: 'second' },
      { path: '__proto__', message: 'proto' },
      { path: 'constructor', message: 'ctor' },
    ]);
    expect(Object.entries(byPath)).toEqual([
      ['a', 'first'],
      ['__proto__', 'proto'],
      ['constructor', 'ctor'],
    ]);
    expect(Object.getPrototypeOf(byPath)).toBeNull();
  });
});
