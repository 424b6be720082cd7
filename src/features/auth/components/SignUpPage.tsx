import { useSearchParams } from 'react-router-dom';
import { isSelfServiceRole } from '../../../domain';
import { AuthCard } from './AuthCard';
import { SignUpForm } from './SignUpForm';

export function SignUpPage() {
  const [params] = useSearchParams();
  // Links may preselect the role and say where to come back to after signing in
  // (?role=dj&next=/become-dj).
  const role = params.get('role');
  return (
    <AuthCard title="Create Your Account" subtitle="Join Spinbook to book DJs or to get booked.">
      <SignUpForm initialRole={isSelfServiceRole(role) ? role : null} next={params.get('next')} />
    </AuthCard>
  );
}

export default SignUpPage;
