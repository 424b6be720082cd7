import { SignUpForm } from '../../features/auth/components/SignUpForm';
import { BecomeDjPage } from '../../features/onboarding/components/BecomeDjPage';

// The operations-side spec: "Visitors see a sign-up form" on /become-dj. It is the one
// sign-up form (/signup's), with 'Become a DJ' chosen; signing in afterwards comes back here.
export function BecomeDjRoute() {
  return <BecomeDjPage signUpForm={<SignUpForm initialRole="dj" next="/become-dj" />} />;
}
