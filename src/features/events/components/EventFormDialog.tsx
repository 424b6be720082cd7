import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { getIn, useFormik } from 'formik';
import { useId, useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import {
  emptyEvent,
  eventSchema,
  toEventWrite,
  type EventFormValues,
} from '../../../domain/event-schema';
import {
  EVENT_STATUSES,
  EVENT_STATUS_LABELS,
  EVENT_TEXTS,
  EVENT_TYPES,
  EVENT_TYPE_LABELS,
} from '../../../domain/events';
import { latestEventDate } from '../../../domain/event-dates';
import { formatDateTimeLocalInput } from '../../../domain/format';
import { FIELD_LIMITS } from '../../../domain/limits';
import { problemsByPath, validateInput } from '../../../domain/validate';
import type { LiveDoc } from '../../../lib/firebase/live-states';
import { createEvent, updateEvent, writeErrorMessage } from '../api/event-writes';
import { useLinkableDjProfile, type LinkableDjProfile } from '../api/use-linkable-dj-profile';
import type { EventItem } from '../model/event';
import { EventLinksCard } from './EventLinksCard';
import { NativeSelectField } from './NativeSelectField';

export interface EventFormDialogProps {
  open: boolean;
  /** The event to edit; null creates a new one. Read when the dialog opens. */
  event: EventItem | null;
  /** The signed-in user: the new event's owner and the only linkable DJ profile (djs/{uid}). */
  uid: string;
  onClose: () => void;
  /**
   * After every successful create or update, with the event's id (refresh a
   * list here). It must not close the dialog: after Create Event the dialog
   * stays open as "Edit Event" with the media card; after Update Event it
   * closes itself through onClose.
   */
  onSaved: (eventId: string) => void;
}

/**
 * The event form (operations-side spec, "Events"). A failed save toasts its
 * error and keeps the dialog and its input. Each opening starts afresh.
 */
export function EventFormDialog(props: EventFormDialogProps) {
  // A new form per opening: the counter moves when `open` turns true. Not
  // keyed on the event, so the dialog keeps its content while it fades out.
  const [openings, setOpenings] = useState(props.open ? 1 : 0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setOpenings((n) => n + 1);
  }
  return <EventForm key={openings} {...props} />;
}

function initialValues(event: EventItem | null, uid: string): EventFormValues {
  if (!event) return { ...emptyEvent, djId: uid };
  return {
    title: event.title,
    description: event.description,
    eventDate: event.eventDate ? formatDateTimeLocalInput(event.eventDate) : '',
    venue: event.venue,
    location: event.location,
    eventType: event.eventType,
    status: event.status,
    djId: event.djId === uid ? uid : '',
  };
}

/**
 * The DJ link to write. Only the owner's own, existing profile may be linked
 * (rules); while it is not known whether there is one, the saved link stays.
 */
function djIdToWrite(chosen: string, saved: string, profile: LiveDoc<LinkableDjProfile>): string {
  if (profile.status === 'ready') return chosen;
  // Gone for sure only when the server said so, not when the read was refused.
  if (profile.status === 'not-found' && profile.error === null) return '';
  return saved;
}

function EventForm({ open, event, uid, onClose, onSaved }: EventFormDialogProps) {
  const toast = useToast();
  const formId = useId();
  const profile = useLinkableDjProfile(uid);
  // Snapshot at opening; after a create this is the new event's id.
  const [eventId, setEventId] = useState<string | null>(event?.id ?? null);
  const [savedDjId, setSavedDjId] = useState(event?.djId === uid ? uid : '');
  const [values0] = useState(() => initialValues(event, uid));
  const editing = eventId !== null;

  const formik = useFormik<EventFormValues>({
    initialValues: values0,
    validate: (values) => {
      // A hidden DJ select must not hold the form back.
      const djId = djIdToWrite(values.djId, savedDjId, profile);
      const result = validateInput(eventSchema, { ...values, djId });
      return result.ok ? {} : problemsByPath(result.problems);
    },
    onSubmit: async (values, helpers) => {
      const djId = djIdToWrite(values.djId, savedDjId, profile);
      const result = validateInput(eventSchema, { ...values, djId });
      if (!result.ok) return;
      const write = toEventWrite(result.value);
      if (eventId === null) {
        try {
          const id = await createEvent(uid, write);
          toast({ title: EVENT_TEXTS.created });
          // Stay open as "Edit Event" so media can be added right away.
          setEventId(id);
          setSavedDjId(write.djId ?? '');
          helpers.resetForm({ values });
          onSaved(id);
        } catch (error) {
          console.warn('Creating an event failed', error);
          toast({
            title: EVENT_TEXTS.createFailed(writeErrorMessage(error)),
            variant: 'destructive',
          });
        }
        return;
      }
      try {
        await updateEvent(eventId, write);
        toast({ title: EVENT_TEXTS.updated });
        setSavedDjId(write.djId ?? '');
        onSaved(eventId);
        onClose();
      } catch (error) {
        console.warn('Updating an event failed', error);
        toast({
          title: EVENT_TEXTS.updateFailed(writeErrorMessage(error)),
          variant: 'destructive',
        });
      }
    },
  });

  const busy = formik.isSubmitting;
  const field = (name: keyof EventFormValues) => {
    const error: unknown = getIn(formik.errors, name);
    const shown = Boolean(getIn(formik.touched, name)) || formik.submitCount > 0;
    const message = shown && typeof error === 'string' ? error : undefined;
    return {
      id: `event-field-${name}`,
      name,
      value: formik.values[name],
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error: message !== undefined,
      helperText: message,
      disabled: busy,
      fullWidth: true,
    };
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle>{editing ? 'Edit Event' : 'Create New Event'}</DialogTitle>
      <DialogContent dividers>
        <Box
          component="form"
          id={formId}
          noValidate
          onSubmit={formik.handleSubmit}
          aria-label="Event details"
        >
          <Stack spacing={2.5}>
            <TextField
              {...field('title')}
              label="Event Title"
              required
              slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.title } }}
            />
            <TextField
              {...field('description')}
              label="Description"
              multiline
              minRows={3}
              slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.description } }}
            />
            <TextField
              {...field('eventDate')}
              label="Date & Time"
              type="datetime-local"
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { max: `${latestEventDate(new Date())}T23:59` },
              }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...field('venue')}
                label="Venue"
                slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.venue } }}
              />
              <TextField
                {...field('location')}
                label="Location"
                slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.location } }}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <NativeSelectField
                {...field('eventType')}
                label="Event Type"
                options={EVENT_TYPES}
                labels={EVENT_TYPE_LABELS}
              />
              <NativeSelectField
                {...field('status')}
                label="Status"
                helperText={field('status').helperText ?? 'Only published events are public.'}
                options={EVENT_STATUSES}
                labels={EVENT_STATUS_LABELS}
              />
            </Stack>
            {profile.status === 'ready' && (
              <TextField
                {...field('djId')}
                select
                label="DJ Profile"
                helperText={field('djId').helperText ?? 'Show this event with your DJ profile.'}
                slotProps={{ select: { native: true } }}
              >
                <option value="">None</option>
                <option value={uid}>{profile.data.name || 'My DJ profile'}</option>
              </TextField>
            )}
          </Stack>
        </Box>
        {eventId !== null && (
          <Box sx={{ mt: 3 }}>
            <EventLinksCard eventId={eventId} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={busy}>
          {busy ? 'Saving…' : editing ? 'Update Event' : 'Create Event'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
