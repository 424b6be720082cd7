import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageShell } from '../../../components/layout/PageShell';

/** Where an applicant lands after submitting (spec, "DJ onboarding"). */
export function DjProfilePendingPage() {
  return (
    <PageShell
      title="Application Under Review"
      subtitle="Thanks for applying to Spinbook!"
      maxWidth="sm"
    >
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack spacing={2}>
          <Typography>
            Your DJ profile is <strong>under review</strong>. Our team reviews every application
            within <strong>24-48 hours</strong>.
          </Typography>
          <Typography color="text.secondary">
            You can check its status any time on the Become a DJ page. Once it is approved, your
            profile appears in Find a DJ and clients can book you.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button component={RouterLink} to="/" variant="contained">
              Back to Home
            </Button>
            <Button component={RouterLink} to="/contact" variant="outlined">
              Contact Us
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </PageShell>
  );
}

export default DjProfilePendingPage;
