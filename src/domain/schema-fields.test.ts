import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import {
  optionalText,
  optionalUrl,
  requiredText,
  requiredUrl,
  strictEmail,
  textList,
  trimmedString,
} from './schema-fields';
import { problemsByPath, validateInput, validateOrThrow } from './validate';

const schema = object({
  required: requiredText(5),
  custom: requiredText(5, 'Name it'),
  optional: optionalText(5),
  trimmed: trimmedString(),
  link: optionalUrl(),
  needed: requiredUrl(),
  email: strictEmail(),
  list: textList(3, 2, 'Two at most.'),
});

const valid = { required: 'a', custom: 'b', needed: 'https://example.com' };

function errors(values: unknown): Record<string, string> {
  const result = validateInput(schema, values);
  return result.ok ? {} : { ...problemsByPath(result.problems) };
}

describe('schema field builders', () => {
  it('sanitise text before checking it', () => {
    expect(validateOrThrow(schema, { ...valid, required: ' <a> ', optional: ' x ' })).toMatchObject(
      {
        required: 'a',
        optional: 'x',
      },
    );
    expect(errors({ ...valid, required: '<>' })).toEqual({ required: 'Required' });
    expect(errors({ ...valid, custom: '' })).toEqual({ custom: 'Name it' });
  });

  it('word length limits the spec way', () => {
    expect(errors({ ...valid, required: '123456', optional: '123456' })).toEqual({
      required: 'Must be less than 5 characters',
      optional: 'Must be less than 5 characters',
    });
  });

  it('trim without throwing on objects', () => {
    expect(validateOrThrow(schema, { ...valid, trimmed: '  x ' }).trimmed).toBe('x');
    expect(errors({ ...valid, trimmed: {} })).toEqual({ trimmed: 'Invalid input' });
    expect(errors({ ...valid, trimmed: null })).toEqual({ trimmed: 'Invalid input' });
  });

  it('check links and e-mails only when given, except the required URL', () => {
    expect(errors({ ...valid, link: '', email: '' })).toEqual({});
    expect(errors({ ...valid, link: 'nope', email: 'nope' })).toEqual({
      link: 'Please enter a valid URL',
      email: 'Please enter a valid email address.',
    });
    expect(errors({ ...valid, needed: '  ' })).toEqual({ needed: 'URL is required' });
  });

  it('tidy lists and bound their size and entries', () => {
    expect(validateOrThrow(schema, { ...valid, list: ['ab', 'AB', ' '] }).list).toEqual(['ab']);
    expect(validateOrThrow(schema, valid).list).toEqual([]);
    expect(errors({ ...valid, list: ['a', 'b', 'c'] })).toEqual({ list: 'Two at most.' });
    expect(errors({ ...valid, list: ['abcd'] })).toEqual({
      'list[0]': 'Must be less than 3 characters',
    });
  });
});
