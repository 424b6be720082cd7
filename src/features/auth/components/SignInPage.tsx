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
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import {
  googleErrorMessage,
  GOOGLE_SIGN_IN_FAILED_TITLE,
  isUserCancelledPopup,
  SIGN_IN_FAILED_TITLE,
  SIGN_IN_SUCCESS,
  signInErrorMessage,
  signInSchema,
  TOO_MANY_ATTEMPTS,
  type SignInValues,
} from '../../../domain';
import { useToast } from '../../../components/toast/toast-context';
import { authErrorCode } from '../api/auth-error-code';
import { useAttemptLimiter } from '../../../lib/use-attempt-limiter';
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
  const [googleBusy, setGoogleBusy] = useState(false);

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

  const google = async () => {
    setGoogleBusy(true);
    try {
      const { signInWithGoogle } = await import('../api/google-sign-in');
      await signInWithGoogle('client');
      toast({ title: 'Welcome!', description: SIGN_IN_SUCCESS });
      navigate(next, { replace: true });
    } catch (error) {
      const code = authErrorCode(error);
      if (!isUserCancelledPopup(code)) {
        console.error('Google sign-in failed', error);
        toast({
          title: GOOGLE_SIGN_IN_FAILED_TITLE,
          description: googleErrorMessage(code, 'sign-in'),
          variant: 'destructive',
        });
      }
    } finally {
      setGoogleBusy(false);
    }
  };

  const fieldError = (name: 'email' | 'password') =>
    formik.touched[name] && formik.errors[name] ? formik.errors[name] : undefined;

  return (
    <AuthCard title="Welcome Back" subtitle="Sign in to book DJs, manage gigs and chat.">
      <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Sign in">
        <Stack spacing={2.5}>
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            fullWidth
            value={formik.values.email}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={Boolean(fieldError('email'))}
            helperText={fieldError('email')}
            disabled={loading}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            fullWidth
            value={formik.values.password}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={Boolean(fieldError('password'))}
            helperText={fieldError('password')}
            disabled={loading}
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
      <GoogleButton label="Continue with Google" onClick={() => void google()} disabled={loading} />
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
