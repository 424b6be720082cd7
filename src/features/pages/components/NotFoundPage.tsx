import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h1" component="p" color="primary" sx={{ fontSize: '6rem' }} aria-hidden>
        404
      </Typography>
      <Typography variant="h4" component="h1">
        Page Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, mb: 4, overflowWrap: 'anywhere' }}>
        There is nothing at {pathname}. The link may be broken or the page may have moved.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        Back to Home
      </Button>
    </Container>
  );
}

export default NotFoundPage;
