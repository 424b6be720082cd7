import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DjProfile } from '../../../lib/dj-profile';
import { usePageSeed } from '../../../lib/firebase/page-seeds';
import { FEATURED_DJ_COUNT, FEATURED_SEED } from '../api/featured-djs';
import { DjCard } from './DjCard';

type State = { status: 'loading' } | { status: 'error' } | { status: 'success'; djs: DjProfile[] };

/**
 * Featured DJs on the home page: in a server-rendered home page they come with the HTML (not
 * live: a ranking a minute old is fine); otherwise read once after first paint with the lite
 * SDK, which loads only then.
 */
export function FeaturedDjs() {
  const seeded = usePageSeed<DjProfile[]>(FEATURED_SEED);
  const [state, setState] = useState<State>(() =>
    seeded ? { status: 'success', djs: seeded } : { status: 'loading' },
  );

  useEffect(() => {
    if (seeded) return undefined;
    let cancelled = false;
    import('../api/get-featured-djs')
      .then((api) => api.getFeaturedDjs())
      .then(
        (djs) => !cancelled && setState({ status: 'success', djs }),
        (error: unknown) => {
          console.warn('Featured DJs failed to load', error);
          if (!cancelled) setState({ status: 'error' });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [seeded]);

  return (
    <Container component="section" aria-labelledby="featured-title" maxWidth="lg" sx={{ pb: 6 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 3 }}
      >
        <Typography id="featured-title" variant="h4" component="h2">
          Featured DJs
        </Typography>
        <Button component={RouterLink} to="/discover">
          View All
        </Button>
      </Stack>
      {state.status === 'error' && (
        <Alert severity="error">Failed to load DJs. Please try again.</Alert>
      )}
      {state.status === 'success' && state.djs.length === 0 && (
        <Typography color="text.secondary">No DJs found. Be the first to join!</Typography>
      )}
      <Grid container spacing={3}>
        {state.status === 'loading' &&
          Array.from({ length: FEATURED_DJ_COUNT }, (_, i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
              <Skeleton variant="rounded" height={380} />
            </Grid>
          ))}
        {state.status === 'success' &&
          state.djs.map((dj) => (
            <Grid key={dj.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <DjCard dj={dj} />
            </Grid>
          ))}
      </Grid>
    </Container>
  );
}

export default FeaturedDjs;
