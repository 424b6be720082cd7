import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  forgotPasswordSchema,
  GENERIC_ERROR,
  TOO_MANY_ATTEMPTS,
  type ForgotPasswordValues,
} from '../../../domain';
import { callableErrorCode } from '../../../lib/firebase/callable-error';
import { useAttemptLimiter } from '../../../lib/use-attempt-limiter';
import { authFieldProps } from './auth-field-props';
import { AuthCard } from './AuthCard';

type Outcome = { kind: 'sent'; email: string } | { kind: 'error'; message: string } | null;

export function ForgotPasswordPage() {
  const tryAttempt = useAttemptLimiter('auth_password_reset');
  const [outcome, setOutcome] = useState<Outcome>(null);

  const formik = useFormik<ForgotPasswordValues>({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: async ({ email }) => {
      setOutcome(null);
      if (!tryAttempt()) {
        setOutcome({ kind: 'error', message: TOO_MANY_ATTEMPTS });
        return;
      }
      try {
        const { requestPasswordReset } = await import('../api/reset-password');
        await requestPasswordReset(email);
        setOutcome({ kind: 'sent', email: email.trim() });
      } catch (error) {
        console.error('Password reset failed', error);
        // The browser's limiter is a courtesy; the server keeps the real quota per address
        // and per mailbox, and says so rather than "try again".
        const limited = callableErrorCode(error) === 'functions/resource-exhausted';
        setOutcome({ kind: 'error', message: limited ? TOO_MANY_ATTEMPTS : GENERIC_ERROR });
      }
    },
  });

  return (
    <AuthCard
      title="Reset Your Password"
      subtitle="Enter your e-mail and we'll send you a reset link."
    >
      {outcome?.kind === 'sent' && (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          <strong>Check your email.</strong> If an account exists for {outcome.email}, a link to
          reset your password is on its way.
        </Alert>
      )}
      {outcome?.kind === 'error' && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {outcome.message}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Reset password">
        <Stack spacing={2.5}>
          <TextField
            {...authFieldProps(formik, 'email', {
              label: 'Email',
              autoComplete: 'email',
              disabled: formik.isSubmitting,
            })}
            type="email"
          />
          <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Sending…' : 'Send Reset Link'}
          </Button>
        </Stack>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        Remembered it?{' '}
        <Link component={RouterLink} to="/signin">
          Back to sign in
        </Link>
      </Typography>
    </AuthCard>
  );
}

export default ForgotPasswordPage;
