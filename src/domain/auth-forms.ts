import { boolean, mixed, object, string, type InferType } from 'yup';
import { INVALID_EMAIL, isBasicEmail } from './email';
import { FIELD_LIMITS } from './limits';
import { REQUIRED, tooLong, type Notice } from './messages';
import { offPlatformSafe } from './off-platform-text';
import { reservedNameSafe } from './reserved-names';
import { trimmedString } from './schema-fields';
import {
  joinPasswordProblems,
  PASSWORD_MISMATCH,
  PASSWORD_TOO_WEAK_TITLE,
  passwordProblems,
} from './password';
import { SELF_SERVICE_ROLES, type SelfServiceRole } from './roles';

export const TERMS_REQUIRED: Notice = {
  title: 'Terms Required',
  description: 'Please accept the Terms of Service and Privacy Policy to create an account.',
};

// trimmedString, not yup's .trim(): the latter throws on non-string input,
// which would turn a hostile payload into a server error.
const emailField = trimmedString()
  .required(REQUIRED)
  .max(FIELD_LIMITS.email, tooLong(FIELD_LIMITS.email))
  .test('basic-email', INVALID_EMAIL, (value) => value === undefined || isBasicEmail(value));

export const signInSchema = object({
  email: emailField,
  password: string().required(REQUIRED),
  rememberMe: boolean().defined(),
});
export type SignInValues = InferType<typeof signInSchema>;

export const forgotPasswordSchema = object({ email: emailField });
export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;

/** What the Forgot Password form sends to the requestPasswordReset callable. */
export type RequestPasswordResetRequest = ForgotPasswordValues;
/**
 * requestPasswordReset's answer: the same whether or not an account has the address, so the
 * form cannot be used to find out who has one.
 */
export interface RequestPasswordResetResponse {
  sent: true;
}

/**
 * Field-level checks shown inline. The password policy itself is reported as a
 * toast by `signUpProblem` (as the spec words it) and echoed inline.
 */
export const signUpSchema = object({
  role: mixed<SelfServiceRole>().oneOf(SELF_SERVICE_ROLES).required(REQUIRED),
  displayName: trimmedString()
    .required(REQUIRED)
    .max(FIELD_LIMITS.displayName, tooLong(FIELD_LIMITS.displayName))
    .test(offPlatformSafe())
    .test(reservedNameSafe()),
  email: emailField,
  password: string()
    .required(REQUIRED)
    .test('strong', (value, ctx) => {
      const problems = passwordProblems(value ?? '');
      return problems.length === 0 ? true : ctx.createError({ message: problems[0] });
    }),
  confirmPassword: string().required(REQUIRED),
  acceptTerms: boolean().oneOf([true], TERMS_REQUIRED.description).required(REQUIRED),
});
export type SignUpValues = InferType<typeof signUpSchema>;

export const emptySignUp: SignUpValues = {
  role: 'client',
  displayName: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

/**
 * The toast a sign-up attempt earns before any network call, in the spec's
 * order: weak password, then mismatch, then terms. `null` means go ahead.
 */
export function signUpProblem(
  values: Pick<SignUpValues, 'password' | 'confirmPassword' | 'acceptTerms'>,
): Notice | null {
  const problems = passwordProblems(values.password);
  if (problems.length > 0) {
    return { title: PASSWORD_TOO_WEAK_TITLE, description: joinPasswordProblems(problems) };
  }
  if (values.password !== values.confirmPassword) return PASSWORD_MISMATCH;
  if (!values.acceptTerms) return TERMS_REQUIRED;
  return null;
}
