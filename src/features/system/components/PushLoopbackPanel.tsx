import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usesEmulators } from '../api/system-calls';
import { loadSentPushes, type SentPush } from '../api/push-loopback';
import { ToolSection } from './ToolSection';

/** The last token characters: enough to tell devices apart, not the whole secret. */
const tokenTail = (token: string): string => (token.length > 10 ? `…${token.slice(-10)}` : token);

/**
 * /testing: the pushes the functions sent, as the loopback FCM recorded them (docs/notifications.md).
 * Offline there is no push service, so this is where a tester sees what a phone would get.
 */
export function PushLoopbackPanel() {
  const [pushes, setPushes] = useState<SentPush[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  const run = async () => {
    setRunning(true);
    setError(null);
    try {
      setPushes(await loadSentPushes());
    } catch (e) {
      setPushes(null);
      setError(
        `Could not read the loopback FCM: ${e instanceof Error ? e.message : String(e)} Is npm start running?`,
      );
    } finally {
      setRunning(false);
    }
  };

  return (
    <ToolSection
      headingId="push-heading"
      title="Push messages sent"
      runLabel="Show Pushes"
      runningLabel="Loading…"
      running={running}
      onRun={() => void run()}
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {usesEmulators
          ? 'Offline, the functions send to a loopback FCM server that records each message. The newest 20 are listed here.'
          : 'This project sends through Firebase Cloud Messaging: see its reports in the Firebase console.'}
      </Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {pushes && pushes.length === 0 && (
        <Typography>No push messages have been sent yet.</Typography>
      )}
      {pushes && pushes.length > 0 && (
        <List dense aria-label="Push messages, newest first">
          {pushes.map((push, i) => (
            <ListItem key={`${push.receivedAt}-${i}`} divider disableGutters>
              <ListItemText
                primary={push.title}
                secondary={`${push.body} — to device ${tokenTail(push.token)}, opens ${push.link || '/'}, ${push.receivedAt}`}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </ToolSection>
  );
}
