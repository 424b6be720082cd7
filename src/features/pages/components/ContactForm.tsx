import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import {
  CONTACT_HONEYPOT_FIELD,
  contactSchema,
  emptyContact,
  FIELD_LIMITS,
  GENERIC_ERROR,
  TOO_MANY_ATTEMPTS,
  type ContactValues,
} from '../../../domain';
import { callableErrorCode } from '../../../lib/firebase/callable-error';
import { useAttemptLimiter } from '../../../lib/use-attempt-limiter';

export const CONTACT_OFFLINE =
  'You are offline, so your message was not sent. Try again when you are back online; what you typed is kept.';

type Sent = { firstName: string; email: string };

interface ContactFormProps {
  /** Stores the message; injected so the form can be tested without Firestore. */
  send: (values: ContactValues) => Promise<unknown>;
}

const FIELDS: {
  name: keyof ContactValues;
  label: string;
  autoComplete?: string;
  type?: string;
  max: number;
  multiline?: boolean;
}[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', max: FIELD_LIMITS.name },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', max: FIELD_LIMITS.name },
  {
    name: 'email',
    label: 'Email',
    autoComplete: 'email',
    type: 'email',
    max: FIELD_LIMITS.contactEmail,
  },
  { name: 'subject', label: 'Subject', max: FIELD_LIMITS.title },
  { name: 'message', label: 'Message', max: FIELD_LIMITS.description, multiline: true },
];

/** The /contact form: validated with the shared schema, stored for the admins' inbox. */
export function ContactForm({ send }: ContactFormProps) {
  // The spec names no limit for the contact form, so its default limiter applies (20 an hour).
  const tryAttempt = useAttemptLimiter('default');
  const [sent, setSent] = useState<Sent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);

  const formik = useFormik<ContactValues>({
    initialValues: emptyContact,
    validationSchema: contactSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      if (!tryAttempt()) {
        setFailure(TOO_MANY_ATTEMPTS);
        return;
      }
      const confirmation = { firstName: values.firstName.trim(), email: values.email.trim() };
      // A bot filled the field people cannot see: look successful, store nothing.
      if (honeypot.current?.value) {
        setSent(confirmation);
        helpers.resetForm();
        return;
      }
      try {
        await send(values);
        setSent(confirmation);
        helpers.resetForm();
      } catch (error) {
        console.error('Contact message failed', error);
        // The server keeps its own quota per address: say so rather than "try again".
        const limited = callableErrorCode(error) === 'functions/resource-exhausted';
        setFailure(isOffline() ? CONTACT_OFFLINE : limited ? TOO_MANY_ATTEMPTS : GENERIC_ERROR);
      }
    },
  });

  if (sent) {
    return (
      <Box role="status" data-testid="contact-sent">
        <Alert severity="success">
          <Typography component="h2" variant="h6">
            Message sent
          </Typography>
          Thanks, {sent.firstName}. Our team has your message and will reply to {sent.email},
          usually within two business days.
        </Alert>
        <Button sx={{ mt: 2 }} variant="outlined" onClick={() => setSent(null)}>
          Send another message
        </Button>
      </Box>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      aria-label="Contact form"
      onSubmit={formik.handleSubmit}
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {failure && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {failure}
        </Alert>
      )}
      {FIELDS.map((field) => {
        const error =
          formik.touched[field.name] && formik.errors[field.name]
            ? formik.errors[field.name]
            : undefined;
        const length = formik.values[field.name].length;
        return (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            required
            fullWidth
            multiline={field.multiline}
            minRows={field.multiline ? 6 : undefined}
            value={formik.values[field.name]}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={Boolean(error)}
            helperText={error ?? (field.multiline ? `${length}/${field.max}` : undefined)}
            disabled={formik.isSubmitting}
            sx={{
              gridColumn:
                field.name === 'firstName' || field.name === 'lastName' ? 'auto' : '1 / -1',
            }}
          />
        );
      })}
      {/* Off-screen rather than display:none, which some bots skip; hidden from people and AT. */}
      <Box aria-hidden sx={honeypotSx}>
        <label htmlFor="contact-website">Leave this field empty</label>
        <input
          ref={honeypot}
          id="contact-website"
          name={CONTACT_HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Sending…' : 'Send Message'}
        </Button>
      </Box>
    </Box>
  );
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

const honeypotSx = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
} as const;
