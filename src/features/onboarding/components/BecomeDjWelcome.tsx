import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { InfoCard } from '../../../components/cards/InfoCard';
import { BENEFITS, REQUIREMENTS, STEPS } from './welcome-content';

const cards = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
} as const;

function CheckIcon() {
  return (
    <SvgIcon color="success" fontSize="small" aria-hidden>
      <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
    </SvgIcon>
  );
}

interface BecomeDjWelcomeProps {
  onGetStarted: () => void;
  onLearnMore: () => void;
}

/** The public part of /become-dj: why join, what it takes, and how. */
export function BecomeDjWelcome({ onGetStarted, onLearnMore }: BecomeDjWelcomeProps) {
  return (
    <>
      <Box sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', py: { xs: 6, md: 9 } }}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography
            variant="h2"
            component="h1"
            sx={{ fontSize: { xs: '2.25rem', md: '3.25rem' } }}
          >
            Become a DJ on Spinbook
          </Typography>
          <Typography variant="h6" component="p" sx={{ mt: 2, fontWeight: 400, opacity: 0.9 }}>
            Join for free, get verified within 24-48 hours and get booked for parties, weddings and
            events. You keep 85% of what you earn.
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ mt: 4, justifyContent: 'center' }}
          >
            <Button variant="contained" color="secondary" size="large" onClick={onGetStarted}>
              Get Started
            </Button>
            <Button
              variant="outlined"
              size="large"
              onClick={onLearnMore}
              sx={{ color: 'inherit', borderColor: 'currentColor' }}
            >
              Learn More
            </Button>
          </Stack>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Box
          id="learn-more"
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            alignItems: 'center',
            scrollMarginTop: 80,
          }}
        >
          <Box
            component="video"
            controls
            muted
            playsInline
            preload="none"
            poster="/video/hero-poster.jpg"
            src="/video/hero.webm"
            aria-label="Spinbook promo video"
            sx={{ width: '100%', borderRadius: 2, aspectRatio: '16 / 9', bgcolor: 'grey.900' }}
          />
          <Box component="section" aria-labelledby="requirements-heading">
            <Typography id="requirements-heading" variant="h4" component="h2" gutterBottom>
              Requirements
            </Typography>
            <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {REQUIREMENTS.map((item) => (
                <Stack component="li" key={item} direction="row" spacing={1.5}>
                  <CheckIcon />
                  <Typography>{item}</Typography>
                </Stack>
              ))}
            </Stack>
          </Box>
        </Box>

        <Box component="section" aria-labelledby="benefits-heading" sx={{ mt: { xs: 5, md: 7 } }}>
          <Typography id="benefits-heading" variant="h4" component="h2" gutterBottom>
            Why DJs choose Spinbook
          </Typography>
          <Box sx={cards}>
            {BENEFITS.map((benefit) => (
              <InfoCard
                key={benefit.title}
                title={benefit.title}
                text={benefit.text}
                sx={{ p: 2.5 }}
              />
            ))}
          </Box>
        </Box>

        <Box component="section" aria-labelledby="steps-heading" sx={{ mt: { xs: 5, md: 7 } }}>
          <Typography id="steps-heading" variant="h4" component="h2" gutterBottom>
            How it works
          </Typography>
          <Box component="ol" sx={{ ...cards, listStyle: 'none', p: 0, m: 0 }}>
            {STEPS.map((step, index) => (
              <InfoCard
                component="li"
                key={step.title}
                title={step.title}
                text={step.text}
                label={
                  <Typography variant="overline" color="secondary">
                    Step {index + 1}
                  </Typography>
                }
                sx={{ p: 2.5 }}
              />
            ))}
          </Box>
        </Box>
      </Container>
    </>
  );
}
