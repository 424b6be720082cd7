import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageShellProps {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg' | 'xl';
}

/** The standard page frame: one h1, an optional lead paragraph, then content. */
export function PageShell({ title, subtitle, children, maxWidth = 'lg' }: PageShellProps) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 4, md: 6 } }}>
      <Box component="header" sx={{ mb: 4 }}>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography
            variant="h6"
            component="p"
            color="text.secondary"
            sx={{ mt: 1, fontWeight: 400 }}
          >
            {subtitle}
          </Typography>
        )}
      </Box>
      {children}
    </Container>
  );
}
