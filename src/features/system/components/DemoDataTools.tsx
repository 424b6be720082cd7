import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import {
  callableErrorMessage,
  clearDemoData,
  clearReport,
  demoDataPlan,
  seedDemoData,
  seedDemoEvents,
  seedDescription,
  seedEventsReport,
  seedReport,
  type SeedPlan,
} from '../api/system-calls';

type Tool = 'seed' | 'events' | 'clear';

const FAILED_TITLE: Record<Tool, string> = {
  seed: 'Seeding Failed',
  events: 'Seeding Failed',
  clear: 'Clearing Failed',
};

/** Runs one tool: its report and its toast. */
async function runTool(which: Tool): Promise<{ report: string; title: string; text: string }> {
  switch (which) {
    case 'seed':
      return {
        report: seedReport(await seedDemoData({})),
        title: 'Database Seeded',
        text: 'The demo data is in place.',
      };
    case 'events': {
      const c = await seedDemoEvents({});
      return {
        report: seedEventsReport(c.events, c.djs),
        title: 'Events Seeded',
        text: 'The demo events are in place.',
      };
    }
    case 'clear':
      return {
        report: clearReport(await clearDemoData({})),
        title: 'Database Cleared',
        text: 'Bookings, DJ profiles and events were removed.',
      };
  }
}

/**
 * Seed and clear the demo data through admin-only functions. They refuse to
 * run outside the emulators of a demo- project, so on production the buttons
 * only ever show that refusal. No password is shown here (see the README).
 */
export function DemoDataTools() {
  const toast = useToast();
  const [busy, setBusy] = useState<Tool | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const [report, setReport] = useState<string | null>(null);
  // The description's counts come from the seed data itself (the demo codebase answers
  // them); outside the demo emulators the call is refused and the words stay general.
  const [plan, setPlan] = useState<SeedPlan | null>(null);
  useEffect(() => {
    let live = true;
    demoDataPlan({}).then(
      (p) => live && setPlan(p),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);

  const run = async (which: Tool) => {
    setBusy(which);
    setReport(null);
    try {
      const done = await runTool(which);
      setReport(done.report);
      toast({ title: done.title, description: done.text });
    } catch (error) {
      toast({
        title: FAILED_TITLE[which],
        description: callableErrorMessage(error, 'The tool failed. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="data-heading" sx={{ p: 3 }}>
      <Typography id="data-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        Demo data
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="seed-description">
        {seedDescription(plan)} Seed Events adds the demo events for up to 7 verified DJs already in
        the database. Clear removes every booking, DJ profile and event, and DJ accounts become
        clients again. They only run against the emulators of a demo project.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" onClick={() => void run('seed')} disabled={busy !== null}>
          {busy === 'seed' ? 'Seeding…' : 'Seed Database'}
        </Button>
        <Button variant="outlined" onClick={() => void run('events')} disabled={busy !== null}>
          {busy === 'events' ? 'Seeding Events…' : 'Seed Events'}
        </Button>
        <Button
          variant="outlined"
          color="error"
          onClick={() => setConfirmClear(true)}
          disabled={busy !== null}
        >
          {busy === 'clear' ? 'Clearing…' : 'Clear Database'}
        </Button>
      </Stack>
      {report && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {report}
        </Alert>
      )}
      <Dialog open={confirmClear} onClose={() => setConfirmClear(false)}>
        <DialogTitle>Clear the database?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Every booking, DJ profile and event will be deleted, and DJ accounts become clients.
            Accounts stay.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmClear(false)}>Cancel</Button>
          <Button
            color="error"
            onClick={() => {
              setConfirmClear(false);
              void run('clear');
            }}
          >
            Clear
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
