import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageShell } from '../../../components/layout/PageShell';
import {
  MISSION,
  TEAM,
  TRUST_PRACTICES,
  WHY_WE_BUILT_IT,
  initials,
} from '../content/about-content';

interface AboutPageProps {
  /**
   * Live platform figures, rendered under the page header. Passed in by the
   * route so the page itself stays free of Firestore and renders in tests.
   */
  figures?: ReactNode;
}

const SECTION_SX = { mt: { xs: 6, md: 8 } } as const;

function TitledCards({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {items.map((item) => (
        <Paper key={item.title} variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }}>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {item.title}
          </Typography>
          <Typography color="text.secondary">{item.text}</Typography>
        </Paper>
      ))}
    </Box>
  );
}

export function AboutPage({ figures }: AboutPageProps) {
  return (
    <PageShell
      title="About Spinbook"
      subtitle="A simpler, safer way to book a DJ: verified DJs, clear prices, and payments held until the DJ says yes."
    >
      {/* Figures strip slot: the live-figures component goes here. */}
      {figures}

      <Box component="section" aria-labelledby="mission-title" sx={{ mt: figures ? 6 : 0 }}>
        <Typography id="mission-title" variant="h5" component="h2" sx={{ mb: 2 }}>
          Our mission
        </Typography>
        {MISSION.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 2, maxWidth: '70ch' }}>
            {paragraph}
          </Typography>
        ))}
      </Box>

      <Box component="section" aria-labelledby="why-title" sx={SECTION_SX}>
        <Typography id="why-title" variant="h5" component="h2" sx={{ mb: 3 }}>
          Why we built Spinbook
        </Typography>
        <TitledCards items={WHY_WE_BUILT_IT} />
      </Box>

      <Box component="section" aria-labelledby="trust-title" sx={SECTION_SX}>
        <Typography id="trust-title" variant="h5" component="h2" sx={{ mb: 3 }}>
          How we keep Spinbook trustworthy
        </Typography>
        <TitledCards items={TRUST_PRACTICES} />
      </Box>

      <Box component="section" aria-labelledby="team-title" sx={SECTION_SX}>
        <Typography id="team-title" variant="h5" component="h2" sx={{ mb: 3 }}>
          Team
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {TEAM.map((member) => (
            <Paper
              component="li"
              key={member.name}
              variant="outlined"
              sx={{ p: { xs: 2.5, md: 3 }, display: 'flex', gap: 2, alignItems: 'flex-start' }}
            >
              {/* The name is right beside it, so the initials add nothing for a screen reader. */}
              <Avatar aria-hidden sx={{ bgcolor: 'primary.main', width: 56, height: 56 }}>
                {initials(member.name)}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="h6" component="h3">
                  {member.name}
                </Typography>
                <Typography variant="body2" color="secondary" sx={{ fontWeight: 600, mb: 0.5 }}>
                  {member.role}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {member.bio}
                </Typography>
              </Box>
            </Paper>
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="contact-title" sx={SECTION_SX}>
        <Typography id="contact-title" variant="h5" component="h2" sx={{ mb: 2 }}>
          Get in touch
        </Typography>
        <Typography sx={{ mb: 3, maxWidth: '70ch' }}>
          Questions, ideas, or a problem with a booking? Write to us on our{' '}
          <Link component={RouterLink} to="/contact">
            contact page
          </Link>{' '}
          and someone on the team will get back to you.
        </Typography>
        <Button component={RouterLink} to="/contact" variant="contained" size="large">
          Contact us
        </Button>
      </Box>
    </PageShell>
  );
}

export default AboutPage;
