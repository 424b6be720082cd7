import { describe, expect, it } from 'vitest';
import { assertDjId, assertDocId, INVALID_DJ_ID, isValidDjId, isValidDocId } from './ids';

const AUTH_UID = 'Xy3kLm9PqRs2TuVw4YzA1bCdE5fG'; // 28, as Auth generates
const AUTO_ID = 'a1B2c3D4e5F6g7H8i9J0'; // 20, as Firestore generates

describe('isValidDjId', () => {
  it.each([AUTH_UID, AUTO_ID, 'a'.repeat(128), '0'.repeat(20)])('accepts %j', (id) => {
    expect(AUTH_UID).toHaveLength(28);
    expect(isValidDjId(id)).toBe(true);
  });

  it.each([
    '',
    ':id',
    'a'.repeat(19),
    'a'.repeat(129),
    `${AUTH_UID}/bookings`,
    `../${AUTH_UID}`,
    `${AUTH_UID} `,
    ` ${AUTH_UID}`,
    'Xy3kLm9PqRs2 TuVw4YzA1bCdE5fG',
    'dj-alice-0123456789abcdef',
    'dj_alice_0123456789abcdef',
    '123e4567-e89b-12d3-a456-426614174000',
    `${AUTH_UID}\n`,
    'Xy3kLm9PqRs2TuVw4YzA1bCdE5fÉ',
    '__proto__aaaaaaaaaaaaaaaaaaa',
  ])('refuses %j', (id) => {
    expect(isValidDjId(id)).toBe(false);
  });

  it.each([null, undefined, 123, {}, [AUTH_UID]])('refuses the non-string %j', (id) => {
    expect(isValidDjId(id)).toBe(false);
  });
});

describe('assertDjId', () => {
  it('passes a valid id and throws the spec message otherwise', () => {
    expect(() => assertDjId(AUTH_UID)).not.toThrow();
    expect(INVALID_DJ_ID).toBe('Invalid DJ ID format');
    expect(() => assertDjId(':id')).toThrow(new Error('Invalid DJ ID format'));
    expect(() => assertDjId(undefined)).toThrow(INVALID_DJ_ID);
  });
});

describe('isValidDocId / assertDocId', () => {
  it('accepts Firestore auto-ids and uid-keyed ids', () => {
    expect(isValidDocId(AUTO_ID)).toBe(true);
    expect(isValidDocId(AUTH_UID)).toBe(true);
  });

  it.each(['', ':id', 'short', `${AUTO_ID}/x`, `${AUTO_ID}.`, '..', null, 7])(
    'refuses %j',
    (id) => {
      expect(isValidDocId(id)).toBe(false);
      expect(() => assertDocId(id)).toThrow('Invalid ID format');
    },
  );
});
