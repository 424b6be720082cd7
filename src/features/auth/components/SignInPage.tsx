import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import {
  SIGN_IN_FAILED_TITLE,
  SIGN_IN_SUCCESS,
  signInErrorMessage,
  signInSchema,
  TOO_MANY_ATTEMPTS,
  type SignInValues,
} from '../../../domain';
import { useToast } from '../../../components/toast/toast-context';
import { authErrorCode } from '../api/auth-error-code';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { useAttemptLimiter } from '../../../lib/use-attempt-limiter';
import { authFieldProps } from './auth-field-props';
import { AuthCard } from './AuthCard';
import { GoogleButton } from './GoogleButton';
import { PasswordField } from './PasswordField';
import { safeNext } from './safe-next';

export function SignInPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const tryAttempt = useAttemptLimiter('auth_signin');
  const { googleBusy, signInWithGoogleAs } = useGoogleSignIn('sign-in', () =>
    navigate(next, { replace: true }),
  );

  const formik = useFormik<SignInValues>({
    initialValues: { email: '', password: '', rememberMe: true },
    validationSchema: signInSchema,
    onSubmit: async (values) => {
      if (!tryAttempt()) {
        toast({
          title: SIGN_IN_FAILED_TITLE,
          description: TOO_MANY_ATTEMPTS,
          variant: 'destructive',
        });
        return;
      }
      try {
        const { signInWithEmail } = await import('../api/sign-in');
        await signInWithEmail(values);
        toast({ title: 'Welcome back!', description: SIGN_IN_SUCCESS });
        navigate(next, { replace: true });
      } catch (error) {
        console.error('Sign-in failed', error);
        toast({
          title: SIGN_IN_FAILED_TITLE,
          description: signInErrorMessage(authErrorCode(error)),
          variant: 'destructive',
        });
      }
    },
  });

  const loading = formik.isSubmitting || googleBusy;

  return (
    <AuthCard title="Welcome Back" subtitle="Sign in to book DJs, manage gigs and chat.">
      <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Sign in">
        <Stack spacing={2.5}>
          <TextField
            {...authFieldProps(formik, 'email', {
              label: 'Email',
              autoComplete: 'email',
              disabled: loading,
            })}
            type="email"
          />
          <PasswordField
            {...authFieldProps(formik, 'password', {
              label: 'Password',
              autoComplete: 'current-password',
              disabled: loading,
            })}
          />
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              flexWrap: 'wrap',
            }}
          >
            <FormControlLabel
              control={
                <Checkbox
                  name="rememberMe"
                  checked={formik.values.rememberMe}
                  onChange={formik.handleChange}
                  disabled={loading}
                />
              }
              label="Remember me"
            />
            <Link component={RouterLink} to="/forgot-password">
              Forgot password?
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={loading}>
            {formik.isSubmitting ? 'Signing In…' : 'Sign In'}
          </Button>
        </Stack>
      </Box>
      <Divider sx={{ my: 3 }}>or</Divider>
      <GoogleButton
        label="Continue with Google"
        onClick={() => void signInWithGoogleAs('client')}
        disabled={loading}
      />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        Don&apos;t have an account?{' '}
        <Link component={RouterLink} to="/signup">
          Sign up
        </Link>
      </Typography>
    </AuthCard>
  );
}

export default SignInPage;
