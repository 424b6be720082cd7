import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  djProfileNotice,
  EQUIPMENT_MAX_LENGTH,
  GENRE_MAX_LENGTH,
  SUGGESTED_EQUIPMENT,
  SUGGESTED_GENRES,
  TOO_MANY_ATTEMPTS,
} from '../../../domain';
import {
  DJ_PROFILE_UPDATED,
  djStatusLabel,
  PROFILE_DELETE_FAILED,
  PROFILE_DELETED,
  PROFILE_UPDATE_FAILED,
} from '../../../domain/dj-applications';
import { useToast } from '../../../components/toast/toast-context';
import { callableErrorMessage, callableErrorProblems } from '../../../lib/firebase/callable-error';
import { deleteDjProfile, updateDjProfile } from '../api/dj-profile-calls';
import type { DjContact, OwnDjProfile } from '../model/own-dj';
import { useAttemptLimiter } from '../../../lib/use-attempt-limiter';
import { DeleteDjProfileDialog } from './DeleteDjProfileDialog';
import {
  editorInput,
  editorValuesFrom,
  inputErrors,
  problemErrors,
  type DjEditorValues,
} from './form/dj-form-values';
import { DjTextFields } from './form/DjTextFields';
import { textFieldProps, withHint } from './form/field-props';
import { DjImageFields } from './form/DjImageFields';
import { coordinatesFor } from './form/dj-place';
import type { DjFormStatus } from './form/DjPlaceFields';

interface DjProfileEditFormProps {
  profile: OwnDjProfile;
  contact: DjContact;
}

/**
 * The DJ dashboard's DJ Profile tab (spec, "DJ dashboard"): every field,
 * the rate as whole dollars (non-numbers become 0, which the range check
 * refuses) and genres/equipment as comma-separated text.
 */
export function DjProfileEditForm({ profile, contact }: DjProfileEditFormProps) {
  const toast = useToast();
  const tryUpdate = useAttemptLimiter('dj_profile_update');
  const [uploads, setUploads] = useState(0);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const formik = useFormik<DjEditorValues>({
    initialValues: editorValuesFrom(profile, contact),
    validate: (values) => inputErrors(editorInput(values)),
    onSubmit: async (values) => {
      if (!tryUpdate()) {
        toast({ ...PROFILE_UPDATE_FAILED, description: TOO_MANY_ATTEMPTS, variant: 'destructive' });
        return;
      }
      try {
        // A location typed but not chosen from the suggestions is looked up once.
        const coordinates = await coordinatesFor(values);
        formik.setStatus({ placeNotFound: coordinates === null } satisfies DjFormStatus);
        const input = editorInput({
          ...values,
          ...(coordinates ?? { baseLat: null, baseLng: null }),
        });
        await updateDjProfile(input);
        toast(DJ_PROFILE_UPDATED);
      } catch (error) {
        console.warn('DJ profile update failed', error);
        // A refusal only the server can make (whose photo it is) marks its field as well.
        const problems = callableErrorProblems(error);
        if (problems.length > 0) formik.setErrors(problemErrors(problems));
        toast({
          title: PROFILE_UPDATE_FAILED.title,
          description: callableErrorMessage(error, PROFILE_UPDATE_FAILED.description),
          variant: 'destructive',
        });
      }
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const notice = djProfileNotice(editorInput(formik.values));
    if (notice) toast({ ...notice, variant: 'destructive' });
    formik.handleSubmit(event);
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteDjProfile({});
      // The live profile listener now reports no profile: the tab shows its empty state.
      toast(PROFILE_DELETED);
    } catch (error) {
      console.warn('DJ profile deletion failed', error);
      toast({
        title: PROFILE_DELETE_FAILED.title,
        description: callableErrorMessage(error, PROFILE_DELETE_FAILED.description),
        variant: 'destructive',
      });
      setDeleting(false);
      setConfirmDelete(false);
    }
  };

  const busy = formik.isSubmitting || deleting;
  const setUploading = (now: boolean) => setUploads((n) => n + (now ? 1 : -1));
  const field = (name: 'hourlyRate' | 'genres' | 'equipment') => ({
    ...textFieldProps(formik, name),
    disabled: busy,
    fullWidth: true,
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography variant="h5" component="h2">
            Edit DJ Profile
          </Typography>
          <Chip
            size="small"
            label={djStatusLabel(profile.status, profile.suspendedReason)}
            data-testid="dj-profile-status"
          />
        </Stack>
        {profile.status === 'verified' && (
          <Button component={RouterLink} to={`/dj/${profile.id}`} variant="text">
            View Public Profile
          </Button>
        )}
      </Stack>
      <Box component="form" noValidate onSubmit={submit} aria-label="Edit DJ profile">
        <Stack spacing={2.5}>
          <DjTextFields
            formik={formik}
            disabled={busy}
            rateField={
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                  alignItems: 'center',
                }}
              >
                <TextField
                  {...withHint(field('hourlyRate'), 'Whole dollars, $50 to $50,000.')}
                  label="Hourly Rate (USD)"
                  required
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
                <FormControlLabel
                  label="Available Now"
                  control={
                    <Switch
                      name="availableNow"
                      checked={formik.values.availableNow}
                      onChange={formik.handleChange}
                      disabled={busy}
                    />
                  }
                />
              </Box>
            }
          />
          <TextField
            {...withHint(
              field('genres'),
              `Separated by commas, e.g. ${SUGGESTED_GENRES.slice(0, 3).join(', ')} (up to ${GENRE_MAX_LENGTH} characters each).`,
            )}
            label="Genres"
          />
          <TextField
            {...withHint(
              field('equipment'),
              `Separated by commas, e.g. ${SUGGESTED_EQUIPMENT.slice(0, 3).join(', ')} (up to ${EQUIPMENT_MAX_LENGTH} characters each).`,
            )}
            label="Equipment"
          />
          <DjImageFields formik={formik} disabled={busy} onBusyChange={setUploading} />
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Button type="submit" variant="contained" disabled={busy || uploads > 0}>
              {formik.isSubmitting ? 'Saving…' : 'Save Changes'}
            </Button>
            <Button
              color="error"
              variant="outlined"
              onClick={() => setConfirmDelete(true)}
              disabled={busy}
            >
              Delete Profile
            </Button>
          </Stack>
        </Stack>
      </Box>
      <DeleteDjProfileDialog
        open={confirmDelete}
        busy={deleting}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void remove()}
      />
    </Paper>
  );
}
