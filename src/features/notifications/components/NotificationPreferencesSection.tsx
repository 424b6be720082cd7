import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationPreferences,
} from '../../../domain/notification-preferences';
import { saveNotificationSettings } from '../api/save-notification-settings';
import { useNotificationSettings } from '../api/use-notification-settings';
import {
  deviceTimeZone,
  formValuesOf,
  preferencesOfForm,
  PREFERENCES_TEXTS,
  timeZoneText,
  validatePreferences,
  type PreferencesFormValues,
} from '../model/preferences-form';

/** A fieldset without the browser's frame: the list's dividers part the groups. */
const GROUP_SX = { border: 0, m: 0, p: 0, minWidth: 0 } as const;

const QUIET_FIELDS = [
  { name: 'quietStart', label: 'From' },
  { name: 'quietEnd', label: 'Until' },
] as const;

function PreferencesForm({ uid, stored }: { uid: string; stored: NotificationPreferences }) {
  const toast = useToast();
  // This phone's zone: quiet hours are kept in it (someone who moves saves them again).
  const [timeZone] = useState(deviceTimeZone);
  const formik = useFormik<PreferencesFormValues>({
    initialValues: formValuesOf(stored),
    validate: validatePreferences,
    onSubmit: async (values, helpers) => {
      const preferences = preferencesOfForm(values, timeZone);
      try {
        await saveNotificationSettings(uid, preferences);
        helpers.resetForm({ values: formValuesOf(preferences) });
        toast({ title: PREFERENCES_TEXTS.saved });
      } catch (error) {
        console.warn('Saving notification settings failed', error);
        toast({ title: PREFERENCES_TEXTS.failed, variant: 'destructive' });
      }
    },
  });
  const { values, errors, isSubmitting } = formik;
  const quietError = (field: 'quietStart' | 'quietEnd') =>
    formik.touched[field] || formik.submitCount > 0 ? errors[field] : undefined;

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Notifications">
      <Stack spacing={2} divider={<Divider flexItem />}>
        {NOTIFICATION_KINDS.map((kind) => (
          <Box key={kind} component="fieldset" data-testid={`preference-${kind}`} sx={GROUP_SX}>
            <Typography component="legend" sx={{ fontWeight: 600, p: 0 }}>
              {NOTIFICATION_KIND_LABELS[kind].label}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {NOTIFICATION_KIND_LABELS[kind].detail}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mt: 0.5, columnGap: 3 }}>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <FormControlLabel
                  key={channel}
                  label={NOTIFICATION_CHANNEL_LABELS[channel]}
                  control={
                    <Switch
                      name={`${channel}.${kind}`}
                      checked={values[channel][kind]}
                      onChange={formik.handleChange}
                      disabled={isSubmitting}
                    />
                  }
                />
              ))}
            </Stack>
          </Box>
        ))}

        <Box component="fieldset" data-testid="preference-quiet-hours" sx={GROUP_SX}>
          <Typography component="legend" sx={{ fontWeight: 600, p: 0 }}>
            Quiet hours
          </Typography>
          <Typography variant="body2" color="text.secondary" id="quiet-hours-detail">
            No pushes between these times. E-mails still arrive, and the bell keeps every notice.
          </Typography>
          <FormControlLabel
            label="Quiet hours"
            control={
              <Switch
                name="quietOn"
                checked={values.quietOn}
                onChange={formik.handleChange}
                disabled={isSubmitting}
                slotProps={{ input: { 'aria-describedby': 'quiet-hours-detail' } }}
              />
            }
          />
          {values.quietOn && (
            <>
              <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
                {QUIET_FIELDS.map(({ name, label }) => (
                  <TextField
                    key={name}
                    id={`quiet-hours-${name}`}
                    name={name}
                    type="time"
                    label={label}
                    value={values[name]}
                    onChange={formik.handleChange}
                    onBlur={formik.handleBlur}
                    error={Boolean(quietError(name))}
                    helperText={quietError(name)}
                    disabled={isSubmitting}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
                    sx={{ flex: 1, minWidth: 0 }}
                  />
                ))}
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Times in {timeZoneText(timeZone)}, this device’s time zone.
              </Typography>
            </>
          )}
        </Box>

        <Box>
          <Button type="submit" variant="contained" disabled={isSubmitting || !formik.dirty}>
            {isSubmitting ? 'Saving…' : 'Save notification settings'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/**
 * Dashboard → Settings → Notifications (issue 40): for each kind of notice, push and e-mail on
 * or off, and quiet hours. Saves the whole document at once.
 */
export function NotificationPreferencesSection({ uid }: { uid: string }) {
  const settings = useNotificationSettings(uid);
  const refused = settings.status === 'error' || settings.error !== null;
  // Never saved: the defaults the server reads too (preferencesOf).
  const stored =
    settings.status === 'ready'
      ? settings.data
      : settings.status === 'not-found' && !refused
        ? DEFAULT_NOTIFICATION_PREFERENCES
        : null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="notification-preferences-heading"
      sx={{ p: { xs: 2.5, md: 4 } }}
    >
      <Typography id="notification-preferences-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        Notifications
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Choose what you are told, and how. Pushes reach the devices listed below.
      </Typography>
      {settings.status === 'loading' && <Skeleton variant="rounded" height={320} />}
      {refused && <Alert severity="error">{PREFERENCES_TEXTS.loadFailed}</Alert>}
      {stored && <PreferencesForm uid={uid} stored={stored} />}
    </Paper>
  );
}
