import Box from '@mui/material/Box';

/**
 * A booking's id as text: there is no admin view of a booking to link to yet, and the id is
 * what the Firestore console, the logs and Stripe (transfer_group booking_<id>) are searched by.
 */
export function PayoutBookingId({ bookingId }: { bookingId: string }) {
  return (
    <Box component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
      {bookingId}
    </Box>
  );
}
