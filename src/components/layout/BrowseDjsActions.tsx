import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';

/** The way on from a page with no DJ to show (profile or booking): browse, or go home. */
export function BrowseDjsActions() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Button component={RouterLink} to="/discover" variant="contained">
        Browse DJs
      </Button>
      <Button component={RouterLink} to="/" variant="outlined">
        Back to Home
      </Button>
    </Stack>
  );
}
