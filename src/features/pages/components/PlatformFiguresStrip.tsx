import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { formatDollars } from '../../../domain/money';
import type { PlatformFigures } from '../api/get-platform-figures';
import { EXAMPLE_MONTH, exampleMonthlyEarnings } from '../content/figures';

type State =
  { status: 'loading' } | { status: 'ready'; figures: PlatformFigures } | { status: 'error' };

interface Figure {
  value: string;
  label: string;
}

function figuresOf(f: PlatformFigures): Figure[] {
  const rate = f.averageRateDollars;
  return [
    { value: String(f.verifiedDjs), label: 'Verified DJs on Spinbook' },
    {
      value: rate === null ? '–' : `${formatDollars(rate * 100)}/hr`,
      label: 'Average hourly rate',
    },
    { value: String(f.upcomingEvents), label: 'Upcoming events on the board' },
    {
      value: rate === null ? '–' : exampleMonthlyEarnings(rate),
      label: `Example: a DJ at the average rate playing ${EXAMPLE_MONTH.gigs} gigs of ${EXAMPLE_MONTH.hoursPerGig} hours keeps this a month`,
    },
  ];
}

/**
 * Live figures from Firestore aggregations. The box keeps its size while
 * loading so nothing below it moves.
 */
export function PlatformFiguresStrip({ load }: { load: () => Promise<PlatformFigures> }) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    load().then(
      (figures) => active && setState({ status: 'ready', figures }),
      (error: unknown) => {
        console.error('Platform figures failed', error);
        if (active) setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [load]);

  return (
    <Box component="section" aria-labelledby="platform-figures" sx={{ mb: 5 }}>
      <Typography variant="h5" component="h2" id="platform-figures">
        Spinbook in numbers
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Counted live from the platform when you opened this page; the last figure is a worked
        example, not a promise.
      </Typography>
      {state.status === 'error' ? (
        <Typography color="text.secondary">
          The live figures could not be loaded right now. Please try again later.
        </Typography>
      ) : (
        <Box
          component="dl"
          aria-busy={state.status === 'loading'}
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {(state.status === 'ready' ? figuresOf(state.figures) : PLACEHOLDERS).map((f) => (
            <Paper
              key={f.label}
              variant="outlined"
              sx={{ p: 2, minHeight: 128, display: 'flex', flexDirection: 'column-reverse' }}
            >
              <Typography component="dt" variant="body2" color="text.secondary">
                {f.label}
              </Typography>
              <Typography component="dd" variant="h4" sx={{ m: 0, fontWeight: 700 }}>
                {state.status === 'ready' ? f.value : <Skeleton width="60%" />}
              </Typography>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}

const PLACEHOLDERS: Figure[] = [
  { value: '', label: 'Verified DJs on Spinbook' },
  { value: '', label: 'Average hourly rate' },
  { value: '', label: 'Upcoming events on the board' },
  { value: '', label: 'Example monthly earnings' },
];
