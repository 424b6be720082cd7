import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 }, px: { xs: 1.5, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ textAlign: 'center' }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: 3 }}>
          {subtitle}
        </Typography>
        {children}
      </Paper>
    </Container>
  );
}
