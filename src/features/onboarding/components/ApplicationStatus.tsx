import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { djStatusLabel } from '../../../domain/dj-applications';
import type { OwnDjProfile } from '../model/own-dj';
import { applicationStatusText } from './application-status-text';

const CHIP_COLOR = { pending: 'warning', verified: 'success', suspended: 'default' } as const;

/** Shown instead of a second application form to someone who already applied. */
export function ApplicationStatus({ profile }: { profile: OwnDjProfile }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }} data-testid="application-status">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h4" component="h2">
          Your DJ Application
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>{profile.name || 'Your profile'}</Typography>
          <Chip
            label={djStatusLabel(profile.status, profile.suspendedReason)}
            color={CHIP_COLOR[profile.status]}
            size="small"
          />
        </Stack>
        <Typography>{applicationStatusText(profile.status, profile.suspendedReason)}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to="/dj-dashboard?tab=dj-profile" variant="contained">
            Go to DJ Dashboard
          </Button>
          {profile.status === 'suspended' && (
            <Button component={RouterLink} to="/contact" variant="outlined">
              Contact Us
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
