import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useId, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  ACCOUNT_CREATED,
  emptySignUp,
  isSelfServiceRole,
  type SelfServiceRole,
  ROLE_LABELS,
  SELF_SERVICE_ROLES,
  SIGN_UP_FAILED_TITLE,
  signUpErrorMessage,
  signUpProblem,
  signUpSchema,
  TOO_MANY_ATTEMPTS,
  type SignUpValues,
} from '../../../domain';
import { useToast } from '../../../components/toast/toast-context';
import { authErrorCode } from '../api/auth-error-code';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { useAttemptLimiter } from '../../../lib/use-attempt-limiter';
import { authFieldProps, touchedError } from './auth-field-props';
import { GoogleButton } from './GoogleButton';
import { PasswordField } from './PasswordField';
import { safeNext } from './safe-next';

type TextFieldName = 'displayName' | 'email' | 'password' | 'confirmPassword';

export interface SignUpFormProps {
  /** The role chosen when the form opens (the person may still change it). */
  initialRole?: SelfServiceRole | null;
  /** Where to go after signing in (checked by safeNext); none: the default. */
  next?: string | null;
}

/**
 * The one sign-up form (the spec's: role choice, full name, e-mail, password, confirm
 * password, terms), shown on /signup and inline on /become-dj for visitors with
 * 'Become a DJ' chosen. On success: 'Account Created!', then /signin (with `next`).
 */
export function SignUpForm({ initialRole = null, next: rawNext = null }: SignUpFormProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const roleLabelId = useId();
  const next = safeNext(rawNext);
  const signInHref = rawNext ? `/signin?next=${encodeURIComponent(next)}` : '/signin';
  const tryAttempt = useAttemptLimiter('auth_signup');
  const { googleBusy, signInWithGoogleAs } = useGoogleSignIn('sign-up', () => navigate(next));

  const formik = useFormik<SignUpValues>({
    initialValues: {
      ...emptySignUp,
      role: isSelfServiceRole(initialRole) ? initialRole : emptySignUp.role,
    },
    validationSchema: signUpSchema,
    onSubmit: async (values) => {
      // Already reported as a toast by `submit`.
      if (signUpProblem(values)) return;
      if (!tryAttempt()) {
        toast({
          title: SIGN_UP_FAILED_TITLE,
          description: TOO_MANY_ATTEMPTS,
          variant: 'destructive',
        });
        return;
      }
      try {
        const { signUpWithEmail } = await import('../api/sign-up');
        await signUpWithEmail(values);
        toast(ACCOUNT_CREATED);
        navigate(signInHref);
      } catch (error) {
        console.error('Sign-up failed', error);
        toast({
          title: SIGN_UP_FAILED_TITLE,
          description: signUpErrorMessage(authErrorCode(error)),
          variant: 'destructive',
        });
      }
    },
  });

  // The spec reports password, mismatch and terms problems as toasts; inline
  // errors from the schema still mark the fields for screen readers.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = signUpProblem(formik.values);
    if (problem) toast({ ...problem, variant: 'destructive' });
    formik.handleSubmit(event);
  };

  const loading = formik.isSubmitting || googleBusy;

  const fieldError = (name: TextFieldName | 'acceptTerms') => touchedError(formik, name);

  const textField = (name: TextFieldName, label: string, autoComplete: string) =>
    authFieldProps(formik, name, { label, autoComplete, disabled: loading });

  return (
    <>
      <Box component="form" noValidate onSubmit={submit} aria-label="Sign up">
        <Stack spacing={2.5}>
          <FormControl>
            <FormLabel id={roleLabelId} sx={{ mb: 1 }}>
              I want to
            </FormLabel>
            <ToggleButtonGroup
              exclusive
              fullWidth
              color="primary"
              aria-labelledby={roleLabelId}
              value={formik.values.role}
              onChange={(_e, value: unknown) => {
                if (isSelfServiceRole(value)) void formik.setFieldValue('role', value);
              }}
              disabled={loading}
            >
              {SELF_SERVICE_ROLES.map((role) => (
                <ToggleButton key={role} value={role}>
                  {ROLE_LABELS[role]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </FormControl>
          <TextField {...textField('displayName', 'Full Name', 'name')} />
          <TextField {...textField('email', 'Email', 'email')} type="email" />
          <PasswordField {...textField('password', 'Password', 'new-password')} />
          <PasswordField {...textField('confirmPassword', 'Confirm Password', 'new-password')} />
          <FormControl error={Boolean(fieldError('acceptTerms'))}>
            <FormControlLabel
              control={
                <Checkbox
                  name="acceptTerms"
                  checked={formik.values.acceptTerms}
                  onChange={formik.handleChange}
                  disabled={loading}
                  slotProps={{ input: { 'aria-required': true } }}
                />
              }
              label={
                <span>
                  I agree to the{' '}
                  <Link component={RouterLink} to="/terms">
                    Terms of Service
                  </Link>{' '}
                  and{' '}
                  <Link component={RouterLink} to="/privacy">
                    Privacy Policy
                  </Link>
                </span>
              }
            />
            {fieldError('acceptTerms') && (
              <FormHelperText>{fieldError('acceptTerms')}</FormHelperText>
            )}
          </FormControl>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={loading}>
            {formik.isSubmitting ? 'Creating Account…' : 'Create Account'}
          </Button>
        </Stack>
      </Box>
      <Divider sx={{ my: 3 }}>or</Divider>
      <GoogleButton
        label="Sign up with Google"
        onClick={() => void signInWithGoogleAs(formik.values.role)}
        disabled={loading}
      />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to={signInHref}>
          Sign in
        </Link>
      </Typography>
    </>
  );
}
