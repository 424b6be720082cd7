import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CallToActionBanner } from './CallToActionBanner';
import { PageShell } from '../../../components/layout/PageShell';
import {
  CANCELLATION_LINES,
  DJ_GUIDES,
  RATE_EXAMPLE,
  type Guide,
  type GuideId,
  type GuideItem,
} from '../content/dj-resources-content';

/** Clears a sticky app bar when an "On this page" link scrolls to a section. */
const SECTION_SCROLL_MARGIN = { xs: 72, md: 88 };

function RateExample() {
  const lastIndex = RATE_EXAMPLE.rows.length - 1;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mt: 3 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
        {RATE_EXAMPLE.title}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 1, m: 0 }}
      >
        {RATE_EXAMPLE.rows.map((row, index) => {
          // The DJ's own line is the answer the example exists for; make it stand out.
          const emphasis = index === lastIndex ? { fontWeight: 700, color: 'secondary.main' } : {};
          return (
            <Box key={row.label} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={emphasis}>
                {row.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, textAlign: 'right', ...emphasis }}>
                {row.amount}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}

function CancellationPolicy() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mt: 3 }}>
      <Typography variant="h6" component="h3">
        Client cancellations
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ pl: 2.5, my: 1 }}>
        {CANCELLATION_LINES.map((line) => (
          <Typography component="li" key={line}>
            {line}
          </Typography>
        ))}
      </Stack>
      <Typography color="text.secondary">
        The full wording is in our{' '}
        <Link component={RouterLink} to="/terms">
          Terms of Service
        </Link>
        .
      </Typography>
    </Paper>
  );
}

/** Blocks that do not fit the title-and-text item shape, shown after a guide's items. */
const GUIDE_EXTRAS: Partial<Record<GuideId, ReactNode>> = {
  'set-your-rate': <RateExample />,
  'get-paid': <CancellationPolicy />,
};

function GuideItemCard({ item }: { item: GuideItem }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, height: '100%' }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {item.title}
      </Typography>
      {item.text && <Typography color="text.secondary">{item.text}</Typography>}
      {item.points && (
        <Stack component="ul" spacing={0.75} sx={{ pl: 2.5, mt: item.text ? 1.5 : 0, mb: 0 }}>
          {item.points.map((point) => (
            <Typography component="li" color="text.secondary" key={point}>
              {point}
            </Typography>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function GuideSection({ guide, extra }: { guide: Guide; extra?: ReactNode }) {
  const titleId = `${guide.id}-title`;
  return (
    <Box
      component="section"
      id={guide.id}
      aria-labelledby={titleId}
      sx={{ mt: { xs: 5, md: 7 }, scrollMarginTop: SECTION_SCROLL_MARGIN }}
    >
      <Typography id={titleId} variant="h5" component="h2">
        {guide.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: '70ch' }}>
        {guide.intro}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
        }}
      >
        {guide.items.map((item) => (
          <GuideItemCard key={item.title} item={item} />
        ))}
      </Box>
      {extra}
    </Box>
  );
}

export function DjResourcesPage() {
  return (
    <PageShell
      title="DJ Resources"
      subtitle="Practical guides for DJs on Spinbook: a profile that gets booked, a rate that works for you, and a smooth night from the first request to getting paid."
    >
      <Paper
        component="nav"
        aria-label="On this page"
        variant="outlined"
        sx={{ p: { xs: 2, md: 3 }, bgcolor: 'action.hover' }}
      >
        <Typography variant="overline" component="p" color="text.secondary">
          On this page
        </Typography>
        <Box
          component="ol"
          sx={{
            m: 0,
            pl: 2.5,
            display: 'grid',
            columnGap: 4,
            rowGap: 0.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {DJ_GUIDES.map((guide) => (
            <li key={guide.id}>
              <Link href={`#${guide.id}`}>{guide.title}</Link>
            </li>
          ))}
        </Box>
      </Paper>

      {DJ_GUIDES.map((guide) => (
        <GuideSection key={guide.id} guide={guide} extra={GUIDE_EXTRAS[guide.id]} />
      ))}

      <CallToActionBanner
        title="Ready to get booked?"
        text="Joining is free and our team reviews every application within 24-48 hours."
        actions={[
          { label: 'Become a DJ', to: '/become-dj' },
          { label: 'Go to DJ Dashboard', to: '/dj-dashboard' },
        ]}
      />
    </PageShell>
  );
}

export default DjResourcesPage;
