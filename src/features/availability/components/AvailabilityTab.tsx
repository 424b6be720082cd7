import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import {
  BLOCK_NOTE_MAX,
  blockSpanText,
  pendingRequestsOnBlockedDays,
  type AvailabilityBlock,
} from '../../../domain/availability';
import { earliestToday } from '../../../domain/booking-record';
import { WEEKDAY_NAMES } from '../../../domain/calendar-days';
import { callableErrorMessage } from '../../../lib/firebase/callable-error';
import { blockDays, unblockDays } from '../../../lib/firebase/callables';
import { useAvailabilityBlocks } from '../api/use-availability-blocks';
import {
  BLOCK_FORM_KINDS,
  BLOCK_TEXTS,
  blockRequestOf,
  EMPTY_BLOCK_FORM,
  listedBlocks,
  validateBlockForm,
  type BlockFormValues,
} from '../model/block-form';

/** The first day that may still be blocked: one not yet over anywhere (the server's rule). */
const todayForBlocks = (): string => earliestToday(new Date());

function BlockDaysForm() {
  const toast = useToast();
  const headingId = useId();
  const [today] = useState(todayForBlocks);
  const [outcome, setOutcome] = useState<{ severity: 'warning' | 'error'; text: string } | null>(
    null,
  );
  const formik = useFormik<BlockFormValues>({
    initialValues: EMPTY_BLOCK_FORM,
    validate: (values) => validateBlockForm(values, today),
    validateOnBlur: false,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      setOutcome(null);
      try {
        const { pendingRequests } = await blockDays(blockRequestOf(values));
        helpers.resetForm({ values: { ...EMPTY_BLOCK_FORM, kind: values.kind } });
        toast({ title: BLOCK_TEXTS.blocked });
        // Blocking never answers a request: the DJ still accepts or declines it.
        if (pendingRequests > 0) {
          setOutcome({ severity: 'warning', text: pendingRequestsOnBlockedDays(pendingRequests) });
        }
      } catch (error) {
        const text = callableErrorMessage(error, BLOCK_TEXTS.failed);
        setOutcome({ severity: 'error', text });
      }
    },
  });
  const { values, errors, isSubmitting } = formik;
  const dateLabel = values.kind === 'range' ? 'First day' : 'Day';

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2">
        {BLOCK_TEXTS.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {BLOCK_TEXTS.intro}
      </Typography>
      <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-labelledby={headingId}>
        <Stack spacing={2}>
          <RadioGroup
            name="kind"
            value={values.kind}
            onChange={(event) => {
              setOutcome(null);
              formik.setErrors({});
              void formik.setFieldValue('kind', event.target.value);
            }}
            aria-label="What to block"
          >
            {BLOCK_FORM_KINDS.map((kind) => (
              <FormControlLabel
                key={kind.value}
                value={kind.value}
                label={kind.label}
                control={<Radio disabled={isSubmitting} />}
              />
            ))}
          </RadioGroup>

          {values.kind === 'weekday' ? (
            <TextField
              select
              id="block-weekday"
              name="weekday"
              label="Day of the week"
              value={values.weekday}
              onChange={formik.handleChange}
              error={Boolean(errors.weekday)}
              helperText={errors.weekday}
              disabled={isSubmitting}
              slotProps={{ select: { native: true } }}
            >
              {WEEKDAY_NAMES.map((name, index) => (
                <option key={name} value={String(index)}>
                  {name}
                </option>
              ))}
            </TextField>
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                id="block-from"
                name="from"
                type="date"
                label={dateLabel}
                value={values.from}
                onChange={formik.handleChange}
                error={Boolean(errors.from)}
                helperText={errors.from}
                disabled={isSubmitting}
                required
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
                sx={{ flex: 1 }}
              />
              {values.kind === 'range' && (
                <TextField
                  id="block-to"
                  name="to"
                  type="date"
                  label="Last day"
                  value={values.to}
                  onChange={formik.handleChange}
                  error={Boolean(errors.to)}
                  helperText={errors.to}
                  disabled={isSubmitting}
                  required
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: { min: values.from || today },
                  }}
                  sx={{ flex: 1 }}
                />
              )}
            </Stack>
          )}

          <TextField
            id="block-note"
            name="note"
            label={BLOCK_TEXTS.noteLabel}
            value={values.note}
            onChange={formik.handleChange}
            error={Boolean(errors.note)}
            helperText={errors.note ?? `${values.note.length}/${BLOCK_NOTE_MAX}`}
            disabled={isSubmitting}
          />

          <Box>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {isSubmitting ? BLOCK_TEXTS.submitting : BLOCK_TEXTS.submit}
            </Button>
          </Box>
          {/* Live: the answer to the DJ's own action, read out where it was asked. */}
          <Box role="status" aria-live="polite">
            {outcome && <Alert severity={outcome.severity}>{outcome.text}</Alert>}
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}

function BlockRow({ block }: { block: AvailabilityBlock }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const text = blockSpanText(block.span);
  const unblock = async () => {
    setBusy(true);
    try {
      await unblockDays({ blockId: block.id });
      toast({ title: BLOCK_TEXTS.unblocked, description: text });
    } catch (error) {
      toast({
        title: BLOCK_TEXTS.unblockFailed,
        description: callableErrorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
      setBusy(false);
    }
  };
  return (
    <ListItem
      divider
      aria-label={text}
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', px: 0 }}
      data-testid="availability-block"
    >
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{text}</Typography>
        {block.note && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {block.note}
          </Typography>
        )}
      </Box>
      {block.source === 'calendar' ? (
        <Chip size="small" label={BLOCK_TEXTS.fromCalendar} />
      ) : (
        <Button
          variant="outlined"
          size="small"
          onClick={() => void unblock()}
          disabled={busy}
          aria-label={`Unblock ${text}`}
        >
          {busy ? 'Unblocking…' : 'Unblock'}
        </Button>
      )}
    </ListItem>
  );
}

function BlockedDaysList({ uid }: { uid: string }) {
  const headingId = useId();
  const blocks = useAvailabilityBlocks(uid);
  const [today] = useState(todayForBlocks);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={headingId} variant="h6" component="h2">
        {BLOCK_TEXTS.listHeading}
      </Typography>
      {blocks.status === 'loading' && <Skeleton variant="rounded" height={56} sx={{ mt: 1 }} />}
      {blocks.status === 'error' && (
        <Alert severity="error" sx={{ mt: 1 }}>
          Could not load your blocked days. Check your connection and try again.
        </Alert>
      )}
      {blocks.status === 'ready' &&
        (() => {
          const listed = listedBlocks(blocks.data, today);
          if (listed.length === 0) {
            return (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {BLOCK_TEXTS.empty}
              </Typography>
            );
          }
          return (
            <List aria-labelledby={headingId} disablePadding>
              {listed.map((block) => (
                <BlockRow key={block.id} block={block} />
              ))}
            </List>
          );
        })()}
    </Paper>
  );
}

/**
 * /dj-dashboard?tab=availability (issue 41): the days the DJ cannot play. Loaded when the tab
 * opens, like the other tabs but My Bookings.
 */
export function AvailabilityTab({ uid }: { uid: string }) {
  return (
    <Stack spacing={3}>
      <BlockDaysForm />
      <BlockedDaysList uid={uid} />
    </Stack>
  );
}
