import { describe, expect, it } from 'vitest';
import { djImagePath } from './image-path';

describe('djImagePath', () => {
  it('names the file by kind and timestamp, with the extension of its type', () => {
    expect(djImagePath('u1', 'profile', 'image/jpeg', 1700000000000)).toBe(
      'dj-profiles/u1/profile-1700000000000.jpg',
    );
    expect(djImagePath('u1', 'cover', 'image/PNG', 5)).toBe('dj-profiles/u1/cover-5.png');
  });

  it('refuses a type that is not an accepted image', () => {
    expect(() => djImagePath('u1', 'profile', 'image/svg+xml', 5)).toThrow();
  });
});
