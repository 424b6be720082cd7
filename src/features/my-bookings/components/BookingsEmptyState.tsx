import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { BookingViewer } from '../model/booking-view';

/** 'No bookings yet': clients get Find a DJ, DJs are told where requests will appear. */
export function BookingsEmptyState({ viewer }: { viewer: BookingViewer }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Typography variant="h6" component="p" gutterBottom>
        No bookings yet
      </Typography>
      <Typography color="text.secondary" sx={{ mb: viewer === 'client' ? 3 : 0 }}>
        {viewer === 'client'
          ? 'Find a DJ for your next event and your bookings will appear here.'
          : 'Booking requests from clients will appear here.'}
      </Typography>
      {viewer === 'client' && (
        <Button component={RouterLink} to="/discover" variant="contained">
          Find a DJ
        </Button>
      )}
    </Paper>
  );
}
