/**
 * The /become-dj marketing copy (spec section 1: DJs keep 85% of earnings,
 * at least 1 year of experience, review within 24-48 hours; the four steps
 * from section 2). Kept as data so the page and its test read one list.
 */
export const REQUIREMENTS = [
  'At least 1 year of DJ experience',
  'Your own equipment, or reliable access to professional gear',
  'Mixes, videos or social links that show your style',
  '18 years or older',
] as const;

export const BENEFITS = [
  { title: 'Keep 85% of earnings', text: 'Clients pay the 5% platform fee on top of your rate.' },
  { title: 'Set your own rate', text: 'Charge from $50 to $50,000 an hour.' },
  { title: 'Free to join', text: 'No sign-up fee. Review within 24-48 hours.' },
  { title: 'Secure payments', text: 'Clients pay through the platform, never in cash.' },
] as const;

export const STEPS = [
  { title: 'Profile Setup', text: 'Tell clients who you are, where you play and your rate.' },
  { title: 'Portfolio', text: 'Add your genres, equipment, photos and links to your mixes.' },
  { title: 'Verification', text: 'Our team reviews your application within 24-48 hours.' },
  { title: 'Start Earning', text: 'Go live on Spinbook and accept booking requests.' },
] as const;
