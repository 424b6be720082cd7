import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { HeroVideo } from './HeroVideo';
import { LocationSearch } from './LocationSearch';

const HOME_GENRES = ['Hip-Hop', 'House', 'Latin', 'EDM', 'R&B', 'Afrobeat'] as const;

const STEPS = [
  {
    title: 'Book Instantly',
    text: 'Pick a date and time, tell the DJ about your event and send a booking request.',
  },
  {
    title: 'Enjoy the Party',
    text: 'Your DJ arrives with the gear and keeps the dance floor full.',
  },
] as const;

export function HomePage({ featured }: { featured?: ReactNode }) {
  return (
    <>
      <Box
        component="section"
        aria-labelledby="hero-title"
        sx={{
          color: '#fff',
          py: { xs: 8, md: 14 },
          position: 'relative',
          overflow: 'hidden',
          background: 'linear-gradient(135deg, #1a1033 0%, #4c1d95 55%, #9d174d 100%)',
        }}
      >
        <HeroVideo />
        <Container maxWidth="md" sx={{ textAlign: 'center', position: 'relative' }}>
          <Typography
            id="hero-title"
            variant="h2"
            component="h1"
            sx={{ fontSize: { xs: '2.4rem', md: '3.75rem' } }}
          >
            Book pro DJs instantly
          </Typography>
          <Typography variant="h6" component="p" sx={{ mt: 2, opacity: 0.9, fontWeight: 400 }}>
            Find verified DJs near you for house parties, weddings, corporate events and clubs.
          </Typography>
          <LocationSearch />
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ mt: 4, justifyContent: 'center' }}
          >
            <Button
              component={RouterLink}
              to="/discover"
              variant="contained"
              color="secondary"
              size="large"
            >
              Find a DJ
            </Button>
            <Button
              component={RouterLink}
              to="/become-dj"
              variant="outlined"
              size="large"
              sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.7)' }}
            >
              Become a DJ
            </Button>
          </Stack>
        </Container>
      </Box>

      <Container component="section" aria-labelledby="genres-title" maxWidth="lg" sx={{ py: 6 }}>
        <Typography id="genres-title" variant="h4" component="h2" sx={{ mb: 3 }}>
          Browse by genre
        </Typography>
        {/* A horizontally scrolling row on small screens (the spec's carousel). */}
        <Stack
          direction="row"
          sx={{
            gap: 1.5,
            flexWrap: { xs: 'nowrap', md: 'wrap' },
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            pb: 1,
            '& > *': { scrollSnapAlign: 'start', flexShrink: 0 },
          }}
        >
          {HOME_GENRES.map((genre) => (
            <Chip
              key={genre}
              label={genre}
              component={RouterLink}
              to={`/discover?genre=${encodeURIComponent(genre)}`}
              clickable
              color="primary"
              variant="outlined"
              sx={{ fontSize: '1rem', px: 1, py: 2.5 }}
            />
          ))}
        </Stack>
      </Container>

      <Container component="section" aria-labelledby="how-title" maxWidth="lg" sx={{ pb: 6 }}>
        <Typography id="how-title" variant="h4" component="h2" sx={{ mb: 3 }}>
          How it works
        </Typography>
        <Grid container spacing={3}>
          {STEPS.map((step, index) => (
            <Grid key={step.title} size={{ xs: 12, md: 6 }}>
              <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
                <Typography color="secondary" sx={{ fontWeight: 800 }}>
                  Step {index + 1}
                </Typography>
                <Typography variant="h6" component="h3">
                  {step.title}
                </Typography>
                <Typography color="text.secondary">{step.text}</Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Container>

      {featured}

      <Box
        component="section"
        aria-labelledby="cta-title"
        sx={{ py: 8, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography id="cta-title" variant="h4" component="h2">
            Ready to get the party started?
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ mt: 3, justifyContent: 'center' }}
          >
            <Button
              component={RouterLink}
              to="/discover"
              variant="contained"
              color="secondary"
              size="large"
            >
              Book a DJ Now
            </Button>
            <Button
              component={RouterLink}
              to="/become-dj"
              variant="outlined"
              color="inherit"
              size="large"
            >
              Join as DJ
            </Button>
          </Stack>
        </Container>
      </Box>
    </>
  );
}

export default HomePage;
