import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getIn, useFormik } from 'formik';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  djProfileNotice,
  DJ_SUBMISSION_FAILED,
  emptyDjProfile,
  EQUIPMENT_MAX_LENGTH,
  GENRE_MAX_LENGTH,
  SUGGESTED_EQUIPMENT,
  canonicalGenre,
  GENRE_NAMES,
  SUGGESTED_GENRES,
  TOO_MANY_ATTEMPTS,
  type DjProfileFormValues,
} from '../../../domain';
import { DJ_PROFILE_CREATED } from '../../../domain/dj-applications';
import { useToast } from '../../../components/toast/toast-context';
import { useSession } from '../../../lib/session/session-context';
import { submitDjApplication } from '../api/dj-profile-calls';
import {
  callableErrorCode,
  callableErrorMessage,
  callableErrorProblems,
} from '../../../lib/firebase/callable-error';
import { useAttemptLimiter } from '../../../lib/use-attempt-limiter';
import { applicationInput, inputErrors, problemErrors } from './form/dj-form-values';
import { DjTextFields } from './form/DjTextFields';
import { textFieldProps, withHint } from './form/field-props';
import { DjImageFields } from './form/DjImageFields';
import { coordinatesFor } from './form/dj-place';
import type { DjFormStatus } from './form/DjPlaceFields';
import { ListAutocomplete } from './form/ListAutocomplete';

// The usual genres first, then the rest of the vocabulary.
const GENRE_SUGGESTIONS = [
  ...SUGGESTED_GENRES,
  ...GENRE_NAMES.filter((name) => !SUGGESTED_GENRES.includes(name)),
];

export const SIGN_IN_TO_APPLY = '/signin?next=%2Fbecome-dj';
export const APPLICATION_LIVE = {
  title: 'Welcome to Spinbook!',
  description: 'Your DJ profile was approved and is live.',
} as const;

type ListField = 'genres' | 'equipment';

/**
 * The DJ application (spec, "DJ onboarding"). On submit the first problem
 * is toasted in the spec's order (djProfileNotice) and every field shows its
 * own error; a valid form goes to the submitDjApplication callable.
 */
export function DjApplicationForm() {
  const toast = useToast();
  const navigate = useNavigate();
  const session = useSession();
  const tryAttempt = useAttemptLimiter('dj_profile_creation');
  const [uploads, setUploads] = useState(0);

  const formik = useFormik<DjProfileFormValues>({
    initialValues: emptyDjProfile,
    validate: (values) => inputErrors(applicationInput(values)),
    onSubmit: async (values) => {
      if (!tryAttempt()) {
        toast({ ...DJ_SUBMISSION_FAILED, description: TOO_MANY_ATTEMPTS, variant: 'destructive' });
        return;
      }
      try {
        // A location typed but not chosen from the suggestions is looked up once.
        const coordinates = await coordinatesFor(values);
        formik.setStatus({ placeNotFound: coordinates === null } satisfies DjFormStatus);
        const input = applicationInput({
          ...values,
          ...(coordinates ?? { baseLat: null, baseLng: null }),
        });
        const result = await submitDjApplication(input);
        if (result.status === 'verified') {
          // Auto-accept is on: "under review" would not be true.
          toast(APPLICATION_LIVE);
          navigate('/dj-dashboard?tab=dj-profile');
        } else {
          // The toast outlives the page change: the provider sits above the router.
          toast(DJ_PROFILE_CREATED);
          navigate('/dj-profile-pending');
        }
      } catch (error) {
        if (callableErrorCode(error) === 'functions/unauthenticated') {
          navigate(SIGN_IN_TO_APPLY);
          return;
        }
        console.warn('DJ application failed', error);
        // A refusal only the server can make (whose photo it is) marks its field as well.
        const problems = callableErrorProblems(error);
        if (problems.length > 0) formik.setErrors(problemErrors(problems));
        toast({
          title: DJ_SUBMISSION_FAILED.title,
          description: callableErrorMessage(error, DJ_SUBMISSION_FAILED.description),
          variant: 'destructive',
        });
      }
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The session can end while the form is open: applying needs an account.
    if (session.status !== 'signed-in') {
      navigate(SIGN_IN_TO_APPLY);
      return;
    }
    const notice = djProfileNotice(applicationInput(formik.values));
    if (notice) toast({ ...notice, variant: 'destructive' });
    formik.handleSubmit(event);
  };

  const busy = formik.isSubmitting;
  const listError = (name: ListField): string | undefined => {
    const error: unknown = getIn(formik.errors, name);
    const shown = Boolean(getIn(formik.touched, name)) || formik.submitCount > 0;
    return shown && typeof error === 'string' ? error : undefined;
  };
  const listField = (name: ListField) => ({
    id: `dj-field-${name}`,
    value: formik.values[name],
    onChange: (next: string[]) => void formik.setFieldValue(name, next),
    onBlur: () => void formik.setFieldTouched(name, true),
    error: listError(name),
    disabled: busy,
  });
  const setUploading = (busyNow: boolean) => setUploads((n) => n + (busyNow ? 1 : -1));

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Typography variant="h4" component="h2" gutterBottom>
        DJ Application
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Fields marked * are required. Your phone and e-mail are only shared with the Spinbook team.
      </Typography>
      <Box component="form" noValidate onSubmit={submit} aria-label="DJ application">
        <Stack spacing={2.5}>
          <DjTextFields
            formik={formik}
            disabled={busy}
            rateField={
              <TextField
                {...withHint(textFieldProps(formik, 'hourlyRate'), 'Between $50 and $50,000.')}
                label="Hourly Rate (USD)"
                type="number"
                required
                disabled={busy}
                slotProps={{ htmlInput: { min: 50, max: 50000, step: 1, inputMode: 'numeric' } }}
              />
            }
          />
          <ListAutocomplete
            {...listField('genres')}
            label="Genres"
            suggestions={GENRE_SUGGESTIONS}
            canonical={canonicalGenre}
            hint={`Pick from the list or type your own (up to ${GENRE_MAX_LENGTH} characters each).`}
          />
          <ListAutocomplete
            {...listField('equipment')}
            label="Equipment"
            suggestions={SUGGESTED_EQUIPMENT}
            hint={`Pick from the list or type your own (up to ${EQUIPMENT_MAX_LENGTH} characters each).`}
          />
          <DjImageFields formik={formik} disabled={busy} onBusyChange={setUploading} />
          <Box>
            <Button type="submit" variant="contained" size="large" disabled={busy || uploads > 0}>
              {busy ? 'Submitting…' : 'Submit Application'}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
