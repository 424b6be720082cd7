import { describe, expect, it } from 'vitest';
import { messageSchema } from './message-schema';
import { problemsByPath, validateInput, validateOrThrow, type SyncSchema } from './validate';

function errors<T>(schema: SyncSchema<T>, values: unknown): Record<string, string> {
  const result = validateInput(schema, values);
  return result.ok ? {} : { ...problemsByPath(result.problems) };
}

describe('messageSchema', () => {
  it('casts a valid message to its sanitised text', () => {
    expect(validateOrThrow(messageSchema, { content: '  See you <soon>  ' })).toEqual({
      content: 'See you soon',
    });
  });

  it('fails with the invalid-message text for empty or over-long content', () => {
    const invalid = 'Your message contains invalid content. Please revise.';
    expect(errors(messageSchema, { content: '   ' })).toEqual({ content: invalid });
    expect(errors(messageSchema, { content: 'a'.repeat(1001) })).toEqual({ content: invalid });
    expect(errors(messageSchema, {})).toEqual({ content: 'Invalid input' });
  });

  it('fails with the guidelines text for off-platform contact', () => {
    expect(errors(messageSchema, { content: 'add me on telegram' })).toEqual({
      content: 'Please keep all communication within the platform for safety and security.',
    });
  });
});
