import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import type { DjStatus, SuspendedReason } from '../../../domain/dj-applications';
import { applicationStatusText } from './application-status-text';

/** The words of DjStandingNotice, loaded only for a DJ whose profile is not live. */
export function DjStandingAlert({
  status,
  suspendedReason,
}: {
  status: DjStatus;
  suspendedReason: SuspendedReason | null;
}) {
  const suspended = status === 'suspended';
  // The way to ask sits under the words: beside them, at 390 px, it broke over two lines.
  return (
    <Alert severity={suspended ? 'warning' : 'info'} sx={{ mt: 2 }} data-testid="dj-standing">
      {applicationStatusText(status, suspendedReason)}
      {suspended && (
        <Box sx={{ mt: 1 }}>
          <Button
            component={RouterLink}
            to="/contact"
            color="inherit"
            size="small"
            variant="outlined"
          >
            Contact Us
          </Button>
        </Box>
      )}
    </Alert>
  );
}
