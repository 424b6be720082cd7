import { describe, expect, it } from 'vitest';
import {
  DISPLAY_NAME_REFUSALS,
  displayNameRefusal,
  EMAIL_READ_ONLY,
  profileSchema,
} from './profile-schema';
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

describe('displayNameRefusal (decision 0030)', () => {
  const refusal = (displayName: unknown) => {
    const result = validateInput(profileSchema, { displayName });
    return result.ok ? null : displayNameRefusal(result.problems).description;
  };

  it('gives each refusal its own reason', () => {
    expect(refusal('d'.repeat(101))).toBe('Please enter a name of at most 100 characters.');
    expect(refusal('   ')).toBe('Please enter a name.');
    expect(refusal({ first: 'Dana' })).toBe('Please enter your name as text.');
    expect(refusal('Spinbook Support')).toBe('This name is reserved. Please choose another.');
    expect(refusal('Dana, text me 512 555 0100')).toBe(
      'A name cannot contain contact details: no phone number, e-mail address or messaging app.',
    );
    expect(refusal('dana&#64;gmail&#46;com')).toBe(DISPLAY_NAME_REFUSALS.contactDetails);
    expect(refusal('Dana')).toBeNull();
  });

  it('titles the toast "Update Failed"', () => {
    expect(displayNameRefusal([{ message: 'Required' }]).title).toBe('Update Failed');
  });
});
