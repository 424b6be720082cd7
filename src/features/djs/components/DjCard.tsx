import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { distanceText } from '../../../domain/geo';
import { formatDollars } from '../../../domain/money';
import { FALLBACK_DJ_PHOTO } from '../../../components/media/fallback-images';
import { Picture } from '../../../components/media/Picture';
import { pictureSources } from '../../../components/media/picture-sources';
import type { DjProfile } from '../../../lib/dj-profile';
import { DJ_IMAGE_SIZES } from './dj-image-sizes';
import { renderWhenNear } from '../../../components/layout/render-when-near';

interface DjCardProps {
  dj: DjProfile;
  layout?: 'grid' | 'list';
  /** From the place searched from, when there is one. */
  distanceMi?: number | null;
  /** The date searched for ('YYYY-MM-DD'), carried into the booking form. */
  eventDate?: string;
  /**
   * The first card of a list: its photo is the page's largest paint, so it loads at once
   * with high priority (the server also preloads it) instead of lazily.
   */
  priority?: boolean;
}

function useFallback(event: React.SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (!img.src.endsWith(FALLBACK_DJ_PHOTO)) img.src = FALLBACK_DJ_PHOTO;
}

/** One DJ in a list: what the spec's cards show, and the two ways on. */
export function DjCard({
  dj,
  layout = 'grid',
  distanceMi = null,
  eventDate = '',
  priority = false,
}: DjCardProps) {
  const list = layout === 'list';
  // The photo's AVIF / WebP variants, until one fails to load (then the upload itself).
  const [variantsFailed, setVariantsFailed] = useState(false);
  const sources = variantsFailed
    ? null
    : pictureSources(
        dj.photoUrl,
        dj.photoVariants,
        list ? DJ_IMAGE_SIZES.cardList : DJ_IMAGE_SIZES.cardGrid,
      );
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={`dj-${dj.id}-name`}
      data-testid="dj-card"
      sx={{
        display: 'flex',
        flexDirection: list ? { xs: 'column', sm: 'row' } : 'column',
        height: '100%',
        // A grid card is about 420 px tall.
        ...renderWhenNear(420),
      }}
    >
      <Picture sources={sources}>
        <Box
          component="img"
          src={dj.photoUrl ?? FALLBACK_DJ_PHOTO}
          onError={sources ? () => setVariantsFailed(true) : useFallback}
          alt={`Photo of ${dj.name}`}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          width={sources ? sources.width : 256}
          height={sources ? sources.height : 256}
          sx={{
            width: list ? { xs: '100%', sm: 180 } : '100%',
            height: list ? { xs: 200, sm: 'auto' } : 200,
            objectFit: 'cover',
            flexShrink: 0,
          }}
        />
      </Picture>
      <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1 }}>
        <CardContent sx={{ flexGrow: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={`dj-${dj.id}-name`} variant="h6" component="h3">
              {dj.name}
            </Typography>
            {dj.status === 'verified' && (
              <Chip size="small" color="primary" label="Verified" aria-label="Verified DJ" />
            )}
            {dj.availableNow && <Chip size="small" color="success" label="Available Now" />}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            <span aria-label={`Rated ${dj.averageRating.toFixed(1)} out of 5`}>
              ★ {dj.averageRating.toFixed(1)}
            </span>{' '}
            ({dj.totalReviews} {dj.totalReviews === 1 ? 'review' : 'reviews'}) · {dj.location}
          </Typography>
          {distanceMi !== null && (
            <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }} data-testid="dj-distance">
              {distanceText(distanceMi)}
            </Typography>
          )}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
            {dj.genres.slice(0, 4).map((genre) => (
              <Chip key={genre} size="small" variant="outlined" label={genre} />
            ))}
          </Stack>
          <Typography sx={{ mt: 1, fontWeight: 700 }} data-testid="dj-rate">
            {formatDollars(dj.hourlyRateCents)}/hour
          </Typography>
        </CardContent>
        <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
          <Button component={RouterLink} to={`/dj/${dj.id}`} variant="outlined" size="small">
            View Profile
          </Button>
          <Button
            component={RouterLink}
            to={eventDate ? `/book/${dj.id}?date=${eventDate}` : `/book/${dj.id}`}
            variant="contained"
            size="small"
          >
            Book Now
          </Button>
        </CardActions>
      </Box>
    </Card>
  );
}
