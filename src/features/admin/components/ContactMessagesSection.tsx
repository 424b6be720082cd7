import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CONTACT_MESSAGES_PAGE_SIZE, useContactMessages } from '../api/use-contact-messages';
import { formatDateTime } from './admin-format';
import { AdminSection } from './AdminSection';
import { LoadMoreFooter } from './LoadMoreFooter';

/** What people wrote through the contact form, newest first. */
export function ContactMessagesSection() {
  const [max, setMax] = useState(CONTACT_MESSAGES_PAGE_SIZE);
  const messages = useContactMessages(max);

  return (
    <AdminSection title="Contact messages" description="Messages sent through the contact form.">
      {messages.status === 'loading' && <CircularProgress aria-label="Loading contact messages" />}
      {messages.status === 'error' && (
        <Alert severity="error">Failed to load contact messages. Please try again.</Alert>
      )}
      {messages.status === 'ready' && messages.data.length === 0 && (
        <Typography color="text.secondary">No contact messages yet.</Typography>
      )}
      {messages.status === 'ready' && messages.data.length > 0 && (
        <>
          <Box
            component="ul"
            aria-label="Contact messages"
            sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}
          >
            {messages.data.map((m) => (
              <Paper
                component="li"
                key={m.id}
                variant="outlined"
                sx={{ p: 2, listStyle: 'none' }}
                data-testid="contact-message"
              >
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {m.subject || '(no subject)'}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {`${m.firstName} ${m.lastName}`.trim() || 'Anonymous'} ·{' '}
                  <Link href={`mailto:${m.email}`}>{m.email}</Link> · {formatDateTime(m.createdAt)}
                </Typography>
                <Typography
                  variant="body1"
                  sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {m.message}
                </Typography>
              </Paper>
            ))}
          </Box>
          <LoadMoreFooter
            list={messages}
            onLoadMore={() => setMax((n) => n + CONTACT_MESSAGES_PAGE_SIZE)}
            noun="messages"
          />
        </>
      )}
    </AdminSection>
  );
}
