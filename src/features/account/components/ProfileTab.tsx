import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { EMAIL_READ_ONLY, profileSchema, type ProfileValues } from '../../../domain';
import { PROFILE_UPDATE_FAILED, PROFILE_UPDATED } from '../../../domain/dj-applications';
import { useToast } from '../../../components/toast/toast-context';
import { callableErrorMessage } from '../../../lib/firebase/callable-error';
import { saveDisplayName } from '../api/update-display-name';
import { useUserProfile } from '../api/use-user-profile';

interface ProfileFormProps {
  displayName: string;
  email: string;
}

export function ProfileForm({ displayName, email }: ProfileFormProps) {
  const toast = useToast();
  const formik = useFormik<ProfileValues>({
    initialValues: { displayName },
    validationSchema: profileSchema,
    onSubmit: async (values, helpers) => {
      try {
        const saved = await saveDisplayName(profileSchema.cast(values).displayName);
        helpers.resetForm({ values: { displayName: saved } });
        toast(PROFILE_UPDATED);
      } catch (error) {
        console.warn('Display name update failed', error);
        toast({
          title: PROFILE_UPDATE_FAILED.title,
          description: callableErrorMessage(error, PROFILE_UPDATE_FAILED.description),
          variant: 'destructive',
        });
      }
    },
  });
  const error = formik.touched.displayName ? formik.errors.displayName : undefined;

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Profile">
      <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
        <TextField
          id="profile-display-name"
          name="displayName"
          label="Display Name"
          autoComplete="name"
          required
          value={formik.values.displayName}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={Boolean(error)}
          helperText={error}
          disabled={formik.isSubmitting}
        />
        <TextField
          id="profile-email"
          label="Email"
          value={email}
          helperText={EMAIL_READ_ONLY}
          slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
          sx={{ '& .MuiInputBase-input': { color: 'text.secondary' } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting || !formik.dirty}>
            {formik.isSubmitting ? 'Saving…' : 'Save Changes'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** /dashboard → Profile: the display name is editable, the e-mail is not. */
export function ProfileTab({ uid, email }: { uid: string; email: string }) {
  const state = useUserProfile(uid);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Typography variant="h5" component="h2" sx={{ mb: 3 }}>
        Profile
      </Typography>
      {state.status === 'loading' && <Skeleton variant="rounded" height={160} />}
      {/* The owner may always read it: a refusal is a failure, not a missing profile. */}
      {state.error && (
        <Alert severity="error">Failed to load your profile. Please refresh the page.</Alert>
      )}
      {state.status === 'not-found' && !state.error && (
        <Alert severity="info">Your profile is being set up. Please check back in a moment.</Alert>
      )}
      {state.status === 'ready' && (
        <ProfileForm displayName={state.data.displayName} email={email || state.data.email} />
      )}
    </Paper>
  );
}
