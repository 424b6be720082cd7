import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getIn, useFormik } from 'formik';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import {
  CameraIcon,
  ImageIcon,
  TicketIcon,
  VideoIcon,
} from '../../../components/icons/material-icons';
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
  // The panel replaces the Add Media button that opened it: focus moves into the panel, to
  // its first quick pick, instead of being lost with the button.
  const firstPick = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    firstPick.current?.focus();
  }, []);

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
        {EVENT_LINK_PRESETS.map((preset, index) => (
          <Button
            key={preset.label}
            ref={index === 0 ? firstPick : undefined}
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
