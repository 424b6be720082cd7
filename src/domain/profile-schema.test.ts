import { describe, expect, it } from 'vitest';
import { EMAIL_READ_ONLY, profileSchema } from './profile-schema';
import { problemsByPath, validateInput, type SyncSchema } from './validate';

function errors<T>(schema: SyncSchema<T>, values: unknown): Record<string, string> {
  const result = validateInput(schema, values);
  return result.ok ? {} : { ...problemsByPath(result.problems) };
}

describe('profileSchema', () => {
  it('requires a display name of at most 100 characters', () => {
    expect(errors(profileSchema, { displayName: 'Dana' })).toEqual({});
    expect(errors(profileSchema, { displayName: ' ' })).toEqual({ displayName: 'Required' });
    expect(errors(profileSchema, { displayName: 'd'.repeat(101) })).toEqual({
      displayName: 'Must be less than 100 characters',
    });
    expect(EMAIL_READ_ONLY).toBe('Email cannot be changed');
  });
});
