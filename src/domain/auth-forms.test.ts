import { describe, expect, it } from 'vitest';
import { ValidationError, type AnyObjectSchema } from 'yup';
import {
  emptySignUp,
  forgotPasswordSchema,
  signInSchema,
  signUpProblem,
  signUpSchema,
  TERMS_REQUIRED,
  type SignUpValues,
} from './auth-forms';

const INVALID_EMAIL = 'Please enter a valid email address.';
const TOO_LONG_EMAIL = 'Must be less than 255 characters';
const TOO_LONG_NAME = 'Must be less than 100 characters';
const REQUIRED = 'Required';
const TERMS_TEXT = 'Please accept the Terms of Service and Privacy Policy to create an account.';

const STRONG = 'Abcdef1!';

/** Every error message per field path, from a validation that does not stop early. */
async function fieldErrors(schema: AnyObjectSchema, values: unknown) {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const byPath: Record<string, string[]> = {};
    for (const inner of error.inner) {
      const path = inner.path ?? '';
      byPath[path] = [...(byPath[path] ?? []), ...inner.errors];
    }
    return byPath;
  }
}

/** A 255-character address of the basic shape. */
const email255 = `${'a'.repeat(243)}@example.com`;

const validSignUp: SignUpValues = {
  role: 'client',
  displayName: 'Dana DJ',
  email: 'dana@example.com',
  password: STRONG,
  confirmPassword: STRONG,
  acceptTerms: true,
};

describe('signUpProblem', () => {
  it('returns null when everything is in order', () => {
    expect(signUpProblem({ password: STRONG, confirmPassword: STRONG, acceptTerms: true })).toBe(
      null,
    );
  });

  it('reports a weak password under "Password Too Weak" with the joined messages', () => {
    expect(signUpProblem({ password: 'abc', confirmPassword: 'abc', acceptTerms: true })).toEqual({
      title: 'Password Too Weak',
      description:
        'Password must be at least 8 characters long, ' +
        'Password must contain at least one uppercase letter, ' +
        'Password must contain at least one number, ' +
        'Password must contain at least one special character',
    });
  });

  it('reports a single weak-password rule on its own', () => {
    expect(
      signUpProblem({ password: 'Abcdefg1', confirmPassword: 'Abcdefg1', acceptTerms: true }),
    ).toEqual({
      title: 'Password Too Weak',
      description: 'Password must contain at least one special character',
    });
  });

  it('reports a mismatch with the spec title and text', () => {
    expect(
      signUpProblem({ password: STRONG, confirmPassword: `${STRONG}x`, acceptTerms: true }),
    ).toEqual({
      title: 'Password Mismatch',
      description: 'Passwords do not match. Please try again.',
    });
  });

  it('reports terms not accepted', () => {
    expect(TERMS_REQUIRED).toEqual({ title: 'Terms Required', description: TERMS_TEXT });
    expect(signUpProblem({ password: STRONG, confirmPassword: STRONG, acceptTerms: false })).toBe(
      TERMS_REQUIRED,
    );
  });

  it('puts a weak password before a mismatch and unaccepted terms', () => {
    const problem = signUpProblem({
      password: 'weak',
      confirmPassword: 'other',
      acceptTerms: false,
    });
    expect(problem?.title).toBe('Password Too Weak');
  });

  it('puts a mismatch before unaccepted terms', () => {
    const problem = signUpProblem({ password: STRONG, confirmPassword: '', acceptTerms: false });
    expect(problem?.title).toBe('Password Mismatch');
  });

  it('compares the passwords exactly (case and whitespace matter)', () => {
    expect(
      signUpProblem({ password: STRONG, confirmPassword: STRONG.toUpperCase(), acceptTerms: true })
        ?.title,
    ).toBe('Password Mismatch');
    expect(
      signUpProblem({ password: STRONG, confirmPassword: ` ${STRONG}`, acceptTerms: true })?.title,
    ).toBe('Password Mismatch');
  });
});

describe('signUpSchema', () => {
  it('accepts a complete, valid sign-up for either self-service role', async () => {
    expect(await fieldErrors(signUpSchema, validSignUp)).toEqual({});
    expect(await fieldErrors(signUpSchema, { ...validSignUp, role: 'dj' })).toEqual({});
  });

  it('trims the name and e-mail', async () => {
    const cast = await signUpSchema.validate({
      ...validSignUp,
      displayName: '  Dana  ',
      email: '  dana@example.com ',
    });
    expect(cast.displayName).toBe('Dana');
    expect(cast.email).toBe('dana@example.com');
  });

  it('requires every field', async () => {
    expect(await fieldErrors(signUpSchema, {})).toEqual({
      role: [REQUIRED],
      displayName: [REQUIRED],
      email: [REQUIRED],
      password: [REQUIRED],
      confirmPassword: [REQUIRED],
      acceptTerms: [REQUIRED],
    });
  });

  it('starts from an empty form that is not yet valid', async () => {
    const errors = await fieldErrors(signUpSchema, emptySignUp);
    expect(Object.keys(errors).sort()).toEqual(
      ['acceptTerms', 'confirmPassword', 'displayName', 'email', 'password'].sort(),
    );
    expect(errors.acceptTerms).toEqual([TERMS_TEXT]);
  });

  it('treats a blank display name as missing', async () => {
    expect(await fieldErrors(signUpSchema, { ...validSignUp, displayName: '   ' })).toEqual({
      displayName: [REQUIRED],
    });
  });

  it('allows a 100-character display name and refuses 101', async () => {
    expect(
      await fieldErrors(signUpSchema, { ...validSignUp, displayName: 'n'.repeat(100) }),
    ).toEqual({});
    expect(
      await fieldErrors(signUpSchema, { ...validSignUp, displayName: 'n'.repeat(101) }),
    ).toEqual({ displayName: [TOO_LONG_NAME] });
  });

  it.each(['admin', 'superuser', '', 'Client'])('refuses the role %j', async (role) => {
    const errors = await fieldErrors(signUpSchema, { ...validSignUp, role });
    expect(Object.keys(errors)).toEqual(['role']);
  });

  it.each([
    'plainaddress',
    'no-at.example.com',
    'a@b',
    '@example.com',
    'a b@example.com',
    'a@@b.co',
  ])('refuses the e-mail %j', async (email) => {
    expect(await fieldErrors(signUpSchema, { ...validSignUp, email })).toEqual({
      email: [INVALID_EMAIL],
    });
  });

  it('allows a 255-character e-mail and refuses 256', async () => {
    expect(email255).toHaveLength(255);
    expect(await fieldErrors(signUpSchema, { ...validSignUp, email: email255 })).toEqual({});
    const errors = await fieldErrors(signUpSchema, { ...validSignUp, email: `a${email255}` });
    expect(errors.email).toContain(TOO_LONG_EMAIL);
  });

  it('reports the first broken password rule on the password field', async () => {
    expect(
      await fieldErrors(signUpSchema, { ...validSignUp, password: 'abc', confirmPassword: 'abc' }),
    ).toEqual({ password: ['Password must be at least 8 characters long'] });
    expect(
      await fieldErrors(signUpSchema, {
        ...validSignUp,
        password: 'abcdefgh',
        confirmPassword: 'abcdefgh',
      }),
    ).toEqual({ password: ['Password must contain at least one uppercase letter'] });
  });

  it('requires acceptTerms to be true', async () => {
    expect(await fieldErrors(signUpSchema, { ...validSignUp, acceptTerms: false })).toEqual({
      acceptTerms: [TERMS_TEXT],
    });
  });
});

describe('signInSchema', () => {
  const validSignIn = { email: 'dana@example.com', password: 'x', rememberMe: false };

  it('accepts an e-mail and any non-empty password (no strength rules at sign-in)', async () => {
    expect(await fieldErrors(signInSchema, validSignIn)).toEqual({});
    expect(await fieldErrors(signInSchema, { ...validSignIn, rememberMe: true })).toEqual({});
  });

  it('requires e-mail and password', async () => {
    const errors = await fieldErrors(signInSchema, { email: '', password: '', rememberMe: false });
    expect(errors.email).toContain(REQUIRED);
    expect(errors.password).toEqual([REQUIRED]);
  });

  it('refuses a malformed e-mail', async () => {
    expect(await fieldErrors(signInSchema, { ...validSignIn, email: 'dana@' })).toEqual({
      email: [INVALID_EMAIL],
    });
  });

  it('limits the e-mail to 255 characters', async () => {
    expect(await fieldErrors(signInSchema, { ...validSignIn, email: email255 })).toEqual({});
    const errors = await fieldErrors(signInSchema, { ...validSignIn, email: `a${email255}` });
    expect(errors.email).toContain(TOO_LONG_EMAIL);
  });

  it('needs rememberMe to be defined', async () => {
    const errors = await fieldErrors(signInSchema, { email: 'dana@example.com', password: 'x' });
    expect(Object.keys(errors)).toEqual(['rememberMe']);
  });
});

describe('forgotPasswordSchema', () => {
  it('accepts a valid e-mail', async () => {
    expect(await fieldErrors(forgotPasswordSchema, { email: 'dana@example.com' })).toEqual({});
  });

  it('requires the e-mail', async () => {
    expect((await fieldErrors(forgotPasswordSchema, {})).email).toEqual([REQUIRED]);
    expect((await fieldErrors(forgotPasswordSchema, { email: '  ' })).email).toContain(REQUIRED);
  });

  it('refuses a malformed or over-long e-mail', async () => {
    expect(await fieldErrors(forgotPasswordSchema, { email: 'not-an-email' })).toEqual({
      email: [INVALID_EMAIL],
    });
    expect((await fieldErrors(forgotPasswordSchema, { email: `a${email255}` })).email).toContain(
      TOO_LONG_EMAIL,
    );
  });
});

describe('hostile input', () => {
  it('reports a validation error, never a TypeError, for non-string fields', async () => {
    await expect(
      signInSchema.validate({ email: { $gt: '' }, password: 'x', rememberMe: true }),
    ).rejects.toMatchObject({ name: 'ValidationError' });
    await expect(
      signUpSchema.validate({ ...emptySignUp, displayName: ['a'], email: 'a@b.co' }),
    ).rejects.toMatchObject({ name: 'ValidationError' });
  });
});
