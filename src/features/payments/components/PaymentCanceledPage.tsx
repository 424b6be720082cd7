import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export function PaymentCanceledPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <Typography variant="h4" component="h1">
          Payment Canceled
        </Typography>
        <Typography sx={{ mt: 2 }}>
          Your booking was not completed. No charges were made.
        </Typography>
        <Typography variant="h6" component="h2" sx={{ mt: 4 }}>
          What happened?
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          You left the secure checkout before your card was authorised, so the DJ did not receive a
          request and nothing was held on your card. You can start again whenever you are ready.
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 4, justifyContent: 'center' }}
        >
          <Button component={RouterLink} to="/discover" variant="contained">
            Try Booking Again
          </Button>
          <Button component={RouterLink} to="/" variant="outlined">
            Back to Home
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

export default PaymentCanceledPage;
