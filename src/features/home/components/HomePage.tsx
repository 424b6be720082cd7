import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { InfoCard } from '../../../components/cards/InfoCard';
import { HOME_GENRES } from '../../../domain/genres';
import { HeroVideo } from './HeroVideo';
import { LocationSearch } from './LocationSearch';
import { renderWhenNear } from '../../../components/layout/render-when-near';

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

interface CallsToActionProps {
  mt: number;
  discoverLabel: string;
  joinLabel: string;
  /** How the outlined join button stands out on its background. */
  joinButton: Pick<ButtonProps, 'color' | 'sx'>;
}

/** The page's two ways forward, at the top and again at the bottom: find a DJ, or join as one. */
function CallsToAction({ mt, discoverLabel, joinLabel, joinButton }: CallsToActionProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mt, justifyContent: 'center' }}
    >
      <Button
        component={RouterLink}
        to="/discover"
        variant="contained"
        color="secondary"
        size="large"
      >
        {discoverLabel}
      </Button>
      <Button
        component={RouterLink}
        to="/become-dj"
        variant="outlined"
        size="large"
        {...joinButton}
      >
        {joinLabel}
      </Button>
    </Stack>
  );
}

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
          <CallsToAction
            mt={4}
            discoverLabel="Find a DJ"
            joinLabel="Become a DJ"
            joinButton={{ sx: { color: '#fff', borderColor: 'rgba(255,255,255,0.7)' } }}
          />
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

      <Container
        component="section"
        aria-labelledby="how-title"
        maxWidth="lg"
        sx={{ pb: 6, ...renderWhenNear(900) }}
      >
        <Typography id="how-title" variant="h4" component="h2" sx={{ mb: 3 }}>
          How it works
        </Typography>
        <Grid container spacing={3}>
          {STEPS.map((step, index) => (
            <Grid key={step.title} size={{ xs: 12, md: 6 }}>
              <InfoCard
                title={step.title}
                text={step.text}
                label={
                  <Typography color="secondary" sx={{ fontWeight: 800 }}>
                    Step {index + 1}
                  </Typography>
                }
                sx={{ p: 3, height: '100%' }}
              />
            </Grid>
          ))}
        </Grid>
      </Container>

      {featured}

      <Box
        component="section"
        aria-labelledby="cta-title"
        sx={{
          py: 8,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          ...renderWhenNear(320),
        }}
      >
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography id="cta-title" variant="h4" component="h2">
            Ready to get the party started?
          </Typography>
          <CallsToAction
            mt={3}
            discoverLabel="Book a DJ Now"
            joinLabel="Join as DJ"
            joinButton={{ color: 'inherit' }}
          />
        </Container>
      </Box>
    </>
  );
}

export default HomePage;
