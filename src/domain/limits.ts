/** Field length limits (operations-side spec, section 5). */
export const FIELD_LIMITS = {
  displayName: 100,
  name: 100,
  bio: 2000,
  location: 200,
  phone: 20,
  /** Basic e-mail shape used at sign-in/sign-up. */
  email: 255,
  /** Strict e-mail fields (DJ contact, contact form). */
  contactEmail: 320,
  comment: 1000,
  title: 200,
  description: 2000,
  venue: 200,
  url: 2048,
  message: 1000,
} as const;
