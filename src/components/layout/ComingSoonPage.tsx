import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageShell } from './PageShell';

interface ComingSoonPageProps {
  title: string;
  description: string;
  /** What this screen will offer, shown as a short list. */
  upcoming?: readonly string[];
  /** Anything the screen can already show (e.g. who is signed in). */
  children?: ReactNode;
}

/**
 * A real, on-brand page for screens whose features land in a later release:
 * it says what the screen is for and offers a way on, never a blank page.
 */
export function ComingSoonPage({
  title,
  description,
  upcoming = [],
  children,
}: ComingSoonPageProps) {
  return (
    <PageShell title={title} subtitle={description} maxWidth="md">
      {children}
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, mt: children ? 3 : 0 }}>
        <Typography variant="overline" color="secondary">
          Coming soon
        </Typography>
        {upcoming.length > 0 && (
          <Stack component="ul" spacing={1} sx={{ pl: 2.5, my: 1 }}>
            {upcoming.map((item) => (
              <Typography component="li" key={item}>
                {item}
              </Typography>
            ))}
          </Stack>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
          <Button component={RouterLink} to="/discover" variant="contained">
            Find a DJ
          </Button>
          <Button component={RouterLink} to="/" variant="outlined">
            Back to Home
          </Button>
        </Stack>
      </Paper>
    </PageShell>
  );
}
