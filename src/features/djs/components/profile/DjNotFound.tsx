import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { PageShell } from '../../../../components/layout/PageShell';
import { INVALID_DJ_ID } from '../../../../domain';

export const DJ_NOT_FOUND_TITLE = 'DJ Not Found';
export const DJ_NOT_FOUND_TEXT = "Sorry, we couldn't find the DJ you're looking for.";

/**
 * Missing, hidden (not verified) and unreadable profiles look the same, so
 * the page does not reveal that a pending profile exists.
 */
export function DjNotFound({ invalidId = false }: { invalidId?: boolean }) {
  return (
    <PageShell title={DJ_NOT_FOUND_TITLE} subtitle={DJ_NOT_FOUND_TEXT} maxWidth="sm">
      {invalidId && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {INVALID_DJ_ID}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to="/discover" variant="contained">
          Browse DJs
        </Button>
        <Button component={RouterLink} to="/" variant="outlined">
          Back to Home
        </Button>
      </Stack>
    </PageShell>
  );
}
