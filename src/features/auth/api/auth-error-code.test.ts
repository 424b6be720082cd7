import { describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS } from '../../../domain';
import { authErrorCode } from './auth-error-code';

describe('authErrorCode', () => {
  it('passes an Auth error code through', () => {
    expect(authErrorCode({ code: 'auth/invalid-credential', message: 'x' })).toBe(
      'auth/invalid-credential',
    );
    expect(authErrorCode(new Error('plain'))).toBeUndefined();
    expect(authErrorCode(null)).toBeUndefined();
  });

  it("reads a blocking function's limit refusal as too-many-requests", () => {
    const refusal = {
      code: 'auth/internal-error',
      message: `Firebase: BLOCKING_FUNCTION_ERROR_RESPONSE : ((HTTP 429: ${TOO_MANY_ATTEMPTS}))`,
    };
    expect(authErrorCode(refusal)).toBe('auth/too-many-requests');
  });
});
