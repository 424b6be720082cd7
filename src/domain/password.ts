/**
 * Sign-up password policy (public-side spec, section 5). The messages are
 * shown joined under the title "Password Too Weak".
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

export const PASSWORD_MESSAGES = {
  length: 'Password must be at least 8 characters long',
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
} as const;

export const PASSWORD_TOO_WEAK_TITLE = 'Password Too Weak';
export const PASSWORD_MISMATCH: { title: string; description: string } = {
  title: 'Password Mismatch',
  description: 'Passwords do not match. Please try again.',
};

const hasSpecial = (value: string): boolean =>
  [...value].some((ch) => PASSWORD_SPECIAL_CHARACTERS.includes(ch));

/** Every rule the password breaks, in the spec's order; empty when strong. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_MESSAGES.length);
  if (!/[A-Z]/.test(password)) problems.push(PASSWORD_MESSAGES.uppercase);
  if (!/[a-z]/.test(password)) problems.push(PASSWORD_MESSAGES.lowercase);
  if (!/[0-9]/.test(password)) problems.push(PASSWORD_MESSAGES.number);
  if (!hasSpecial(password)) problems.push(PASSWORD_MESSAGES.special);
  return problems;
}

/** How the problems are joined in the "Password Too Weak" toast. */
export function joinPasswordProblems(problems: readonly string[]): string {
  return problems.join(', ');
}
