import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createSvgIcon } from '@mui/material/utils';
import { getIn, useFormik } from 'formik';
import { useId, type ReactNode } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { emptyEventLink, eventLinkSchema, toEventLinkWrite } from '../../../domain/event-schema';
import {
  EVENT_LINK_PRESETS,
  EVENT_LINK_TYPE_LABELS,
  EVENT_LINK_TYPES,
  EVENT_LINK_URL_FIELDS,
  EVENT_TEXTS,
  type EventLinkPreset,
  type EventLinkType,
} from '../../../domain/events';
import { FIELD_LIMITS } from '../../../domain/limits';
import { URL_MAX_LENGTH } from '../../../domain/url';
import { problemsByPath, validateInput } from '../../../domain/validate';
import { addEventLink, writeErrorMessage } from '../api/event-writes';
import { NativeSelectField } from './NativeSelectField';

/* Material Design icon paths (Apache 2.0), inline instead of @mui/icons-material. */
const VideoIcon = createSvgIcon(
  <path d="M17 10.5V7c0-.55-.45-1-1-1H4c-.55 0-1 .45-1 1v10c0 .55.45 1 1 1h12c.55 0 1-.45 1-1v-3.5l4 4v-11z" />,
  'Video',
);
const ImageIcon = createSvgIcon(
  <path d="M21 19V5c0-1.1-.9-2-2-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2M8.5 13.5l2.5 3.01L14.5 12l4.5 6H5z" />,
  'Image',
);
const CameraIcon = createSvgIcon(
  <path d="M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6m8-4h-3.17L15 3H9L7.17 5H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m-8 13c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5" />,
  'Camera',
);
const TicketIcon = createSvgIcon(
  <path d="M22 10V6c0-1.11-.9-2-2-2H4c-1.1 0-1.99.89-1.99 2v4c1.1 0 1.99.9 1.99 2s-.89 2-2 2v4c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2v-4c-1.1 0-2-.9-2-2s.9-2 2-2m-9 7.5h-2v-2h2zm0-4.5h-2v-2h2zm0-4.5h-2v-2h2z" />,
  'Ticket',
);

const PRESET_ICONS: Readonly<Partial<Record<EventLinkType, ReactNode>>> = {
  youtube: <VideoIcon />,
  flyer: <ImageIcon />,
  instagram: <CameraIcon />,
  eventbrite: <TicketIcon />,
};

type LinkFormValues = typeof emptyEventLink;

export interface AddMediaPanelProps {
  eventId: string;
  /** Closes the panel (Cancel, or after a link was added). */
  onClose: () => void;
}

/**
 * The "Add Media" panel of the event form's media card: quick picks, the
 * content type, an optional display title and a URL whose label and
 * placeholder follow the type. A failed add keeps the panel and its input.
 */
export function AddMediaPanel({ eventId, onClose }: AddMediaPanelProps) {
  const toast = useToast();
  const headingId = useId();

  const formik = useFormik<LinkFormValues>({
    initialValues: emptyEventLink,
    validate: (values) => {
      const result = validateInput(eventLinkSchema, values);
      return result.ok ? {} : problemsByPath(result.problems);
    },
    onSubmit: async (values) => {
      const result = validateInput(eventLinkSchema, values);
      if (!result.ok) return;
      try {
        await addEventLink(eventId, toEventLinkWrite(result.value));
        toast({ title: EVENT_TEXTS.linkAdded });
        onClose();
      } catch (error) {
        console.warn('Adding an event link failed', error);
        toast({
          title: EVENT_TEXTS.addLinkFailed(writeErrorMessage(error)),
          variant: 'destructive',
        });
      }
    },
  });

  const busy = formik.isSubmitting;
  const errorOf = (name: keyof LinkFormValues): string | undefined => {
    const error: unknown = getIn(formik.errors, name);
    const shown = Boolean(getIn(formik.touched, name)) || formik.submitCount > 0;
    return shown && typeof error === 'string' ? error : undefined;
  };
  const field = (name: keyof LinkFormValues) => {
    const error = errorOf(name);
    return {
      id: `event-link-${name}`,
      name,
      value: formik.values[name],
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error: error !== undefined,
      helperText: error,
      disabled: busy,
    };
  };
  const pick = (preset: EventLinkPreset) => {
    void formik.setValues({ ...formik.values, linkType: preset.linkType, title: preset.title });
  };
  const urlField = EVENT_LINK_URL_FIELDS[formik.values.linkType] ?? EVENT_LINK_URL_FIELDS.website;

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography
        id={headingId}
        variant="subtitle1"
        component="h4"
        sx={{ fontWeight: 600, mb: 1.5 }}
      >
        Add Media
      </Typography>
      <Box
        role="group"
        aria-label="Quick picks"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
          gap: 1,
          mb: 2,
        }}
      >
        {EVENT_LINK_PRESETS.map((preset) => (
          <Button
            key={preset.label}
            variant={
              formik.values.linkType === preset.linkType && formik.values.title === preset.title
                ? 'contained'
                : 'outlined'
            }
            onClick={() => pick(preset)}
            disabled={busy}
            startIcon={PRESET_ICONS[preset.linkType]}
            sx={{ justifyContent: 'flex-start', textTransform: 'none' }}
          >
            {preset.label}
          </Button>
        ))}
      </Box>
      <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-labelledby={headingId}>
        <Stack spacing={2}>
          <NativeSelectField
            {...field('linkType')}
            label="Content Type"
            options={EVENT_LINK_TYPES}
            labels={EVENT_LINK_TYPE_LABELS}
          />
          <TextField
            {...field('title')}
            label="Display Title (Optional)"
            slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.title } }}
          />
          <TextField
            {...field('url')}
            label={urlField.label}
            placeholder={urlField.placeholder}
            required
            type="url"
            slotProps={{ htmlInput: { maxLength: URL_MAX_LENGTH, inputMode: 'url' } }}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? 'Adding…' : 'Add Media'}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Paper>
  );
}
