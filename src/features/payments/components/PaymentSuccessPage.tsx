import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

const VERIFY_DELAY_MS = 800;

/**
 * Stripe Checkout returns here with ?session_id=… . This page makes no call;
 * issue "Booking and payments" lets it follow the booking live.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const [verifying, setVerifying] = useState(true);

  useEffect(() => {
    const timer = setTimeout(() => setVerifying(false), VERIFY_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        {verifying ? (
          <Stack spacing={2} role="status" sx={{ alignItems: 'center' }}>
            <CircularProgress aria-hidden />
            <Typography>Verifying payment...</Typography>
          </Stack>
        ) : (
          <>
            <Typography variant="h4" component="h1" color="success.main">
              Payment Successful!
            </Typography>
            <Typography variant="h6" component="p" sx={{ mt: 1 }}>
              Booking Confirmed
            </Typography>
            {sessionId && (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ mt: 2, overflowWrap: 'anywhere' }}
              >
                Session ID: {sessionId}
              </Typography>
            )}
            <Typography sx={{ mt: 2 }}>
              A confirmation e-mail is on its way, and your DJ will contact you to plan the event.
            </Typography>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ mt: 4, justifyContent: 'center' }}
            >
              <Button component={RouterLink} to="/discover" variant="contained">
                Book Another DJ
              </Button>
              <Button component={RouterLink} to="/" variant="outlined">
                Back to Home
              </Button>
            </Stack>
          </>
        )}
      </Paper>
    </Container>
  );
}

export default PaymentSuccessPage;
