import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ContactValues } from '../../../domain';
import { PageShell } from '../../../components/layout/PageShell';
import { ContactForm } from './ContactForm';

// Loaded on Send: the page paints without the Firestore SDK.
async function send(values: ContactValues) {
  const { sendContactMessage } = await import('../api/send-contact-message');
  return sendContactMessage(values);
}

/** /contact: the form that reaches the team, and where else to find help. */
export function ContactPage() {
  return (
    <PageShell
      title="Contact Us"
      subtitle="Questions, feedback or a problem with a booking? Write to us and a person on our team will answer."
    >
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Paper
          component="section"
          aria-labelledby="contact-form-heading"
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, position: 'relative' }}
        >
          <Typography variant="h5" component="h2" id="contact-form-heading" sx={{ mb: 2 }}>
            Send us a message
          </Typography>
          <ContactForm send={send} />
        </Paper>
        <Box component="aside" aria-labelledby="contact-help-heading">
          <Typography variant="h5" component="h2" id="contact-help-heading">
            Other ways we can help
          </Typography>
          <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
            About a booking
          </Typography>
          <Typography color="text.secondary">
            Once a DJ accepts, talk to them in{' '}
            <Link component={RouterLink} to="/messages">
              Messages
            </Link>
            . Your requests and their status are in{' '}
            <Link component={RouterLink} to="/bookings">
              My Bookings
            </Link>
            .
          </Typography>
          <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
            Refunds and cancellations
          </Typography>
          <Typography color="text.secondary">
            What you get back depends on how far ahead you cancel; see the{' '}
            <Link component={RouterLink} to="/terms">
              cancellation policy
            </Link>
            .
          </Typography>
          <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
            Your DJ application
          </Typography>
          <Typography color="text.secondary">
            We review every application within 24-48 hours. Tips for a profile that gets booked are
            in{' '}
            <Link component={RouterLink} to="/dj-resources">
              DJ Resources
            </Link>
            .
          </Typography>
        </Box>
      </Box>
    </PageShell>
  );
}
