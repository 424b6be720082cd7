import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { InstallAppButton } from '../pwa/InstallAppButton';
import { FOOTER_SECTIONS } from './nav-links';

export function Footer() {
  return (
    <Box
      component="footer"
      sx={{ mt: 'auto', py: 6, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 3 }}>
            <Typography sx={{ fontWeight: 800, fontSize: '1.25rem' }}>Spinbook</Typography>
            <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
              Book pro DJs instantly.
            </Typography>
            <InstallAppButton />
          </Grid>
          {FOOTER_SECTIONS.map((section) => (
            <Grid key={section.heading} size={{ xs: 12, sm: 4, md: 3 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {section.heading}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {section.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      component={RouterLink}
                      to={link.to}
                      color="text.secondary"
                      underline="hover"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Grid>
          ))}
        </Grid>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
          © {new Date().getFullYear()} Spinbook. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
