import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getIn, type FormikProps } from 'formik';
import { useId, type FormEvent } from 'react';
import {
  BOOKING_EVENT_TYPE_LABELS,
  BOOKING_EVENT_TYPES,
  DURATION_OPTIONS,
  FIELD_LIMITS,
  GUEST_COUNT_MAX,
  SPECIAL_REQUESTS_MAX_LENGTH,
  START_TIME_LABEL,
  type BookableWindow,
  type BookingRequestFormValues,
} from '../../../domain';

type Field = keyof BookingRequestFormValues & string;

interface EventDetailsFormProps {
  formik: FormikProps<BookingRequestFormValues>;
  formId: string;
  /** The bookable dates (the date picker's bounds; the schema's too). */
  bookable: BookableWindow;
  /** Said under the date at once, before the schema's error (booked, or refused by the server). */
  dateNotice: string | undefined;
  disabled: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** The Event Details form (spec: booking page). Submitted by the summary's Confirm button. */
export function EventDetailsForm({
  formik,
  formId,
  bookable,
  dateNotice,
  disabled,
  onSubmit,
}: EventDetailsFormProps) {
  const headingId = useId();
  const equipmentLabelId = useId();

  const shownError = (name: Field): string | undefined => {
    const error: unknown = getIn(formik.errors, name);
    const touched = Boolean(getIn(formik.touched, name)) || formik.submitCount > 0;
    return touched && typeof error === 'string' ? error : undefined;
  };
  const field = (name: Field) => {
    const error = shownError(name);
    return {
      id: `booking-${name}`,
      name,
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error: error !== undefined,
      helperText: error,
      disabled,
      fullWidth: true,
    };
  };
  // A booked day is said at once (the availability is live), before any other date error.
  const dateError = dateNotice ?? shownError('eventDate');

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        Event Details
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Fields marked * are required.
      </Typography>
      <form id={formId} noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
        <Stack spacing={2.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...field('eventDate')}
              label="Event Date"
              type="date"
              required
              value={formik.values.eventDate}
              error={dateError !== undefined}
              helperText={dateError}
              slotProps={{
                htmlInput: { min: bookable.first, max: bookable.last },
                inputLabel: { shrink: true },
              }}
            />
            {/* Beside the date: the wall-clock time at the venue, when the DJ should be
                playing (decision 0045). A cleared or half-typed time reads as ''. */}
            <TextField
              {...field('startTime')}
              label={START_TIME_LABEL}
              type="time"
              required
              value={formik.values.startTime}
              slotProps={{ htmlInput: { step: 60 }, inputLabel: { shrink: true } }}
            />
            <TextField
              {...field('durationHours')}
              select
              label="Duration"
              required
              value={formik.values.durationHours}
              onChange={(event) =>
                void formik.setFieldValue('durationHours', Number(event.target.value))
              }
              slotProps={{ select: { native: true } }}
            >
              {DURATION_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {n} {n === 1 ? 'hour' : 'hours'}
                </option>
              ))}
            </TextField>
          </Stack>
          <TextField
            {...field('eventType')}
            select
            label="Event Type"
            required
            value={formik.values.eventType}
            slotProps={{ select: { native: true } }}
          >
            {BOOKING_EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {BOOKING_EVENT_TYPE_LABELS[type]}
              </option>
            ))}
          </TextField>
          <TextField
            {...field('venue')}
            label="Venue"
            required
            placeholder="Venue name and address"
            value={formik.values.venue}
            slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.venue } }}
          />
          <TextField
            {...field('guestCount')}
            label="Guest Count"
            type="number"
            required
            value={formik.values.guestCount}
            slotProps={{
              htmlInput: { min: 1, max: GUEST_COUNT_MAX, step: 1, inputMode: 'numeric' },
            }}
          />
          <FormControl disabled={disabled}>
            <FormLabel id={equipmentLabelId}>Equipment needed</FormLabel>
            <RadioGroup
              row
              aria-labelledby={equipmentLabelId}
              name="equipmentNeeded"
              value={formik.values.equipmentNeeded ? 'yes' : 'no'}
              onChange={(event) =>
                void formik.setFieldValue('equipmentNeeded', event.target.value === 'yes')
              }
            >
              <FormControlLabel value="yes" control={<Radio />} label="Yes" />
              <FormControlLabel value="no" control={<Radio />} label="No" />
            </RadioGroup>
          </FormControl>
          <TextField
            {...field('specialRequests')}
            label="Special Requests"
            multiline
            minRows={3}
            value={formik.values.specialRequests}
            slotProps={{ htmlInput: { maxLength: SPECIAL_REQUESTS_MAX_LENGTH } }}
          />
        </Stack>
      </form>
    </Paper>
  );
}
