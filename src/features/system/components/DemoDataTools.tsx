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
import { useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { callableErrorMessage, clearDemoData, seedDemoData } from '../api/system-calls';

type Busy = 'seed' | 'clear' | null;

/**
 * Seed and clear the demo data through admin-only functions. They refuse to
 * run outside the emulators of a demo- project, so on production the buttons
 * only ever show that refusal. No password is shown here (see the README).
 */
export function DemoDataTools() {
  const toast = useToast();
  const [busy, setBusy] = useState<Busy>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const [report, setReport] = useState<string | null>(null);

  const run = async (which: 'seed' | 'clear') => {
    setBusy(which);
    setReport(null);
    try {
      if (which === 'seed') {
        const c = await seedDemoData({});
        setReport(
          `Seeded ${c.users} users, ${c.djs} DJs, ${c.bookings} bookings and ${c.events} events.`,
        );
        toast({ title: 'Database Seeded', description: 'The demo data is in place.' });
      } else {
        const c = await clearDemoData({});
        setReport(`Removed ${c.bookings} bookings and ${c.djs} DJ profiles.`);
        toast({ title: 'Database Cleared', description: 'Bookings and DJ profiles were removed.' });
      }
    } catch (error) {
      const title = which === 'seed' ? 'Seeding Failed' : 'Clearing Failed';
      toast({
        title,
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
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Seed writes what <code>npm run seed</code> writes: the demo accounts, 15 DJs, demo bookings
        and 15 events. Clear removes every booking and DJ profile. Both only run against the
        emulators of a demo project.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" onClick={() => void run('seed')} disabled={busy !== null}>
          {busy === 'seed' ? 'Seeding…' : 'Seed Database'}
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
            Every booking and every DJ profile will be deleted. Accounts stay.
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
