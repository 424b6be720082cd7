import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatRating } from '../../../../domain';
import { FallbackImage } from '../../../../components/media/FallbackImage';
import { FALLBACK_DJ_COVER, FALLBACK_DJ_PHOTO } from '../../../../components/media/fallback-images';
import { pictureSources } from '../../../../components/media/picture-sources';
import type { DjProfile } from '../../../../lib/dj-profile';
import { DJ_IMAGE_SIZES } from '../dj-image-sizes';
import { MessageButton } from './MessageButton';
import { hourlyRateLabel } from './pricing-line';
import { PlaceIcon, StarIcon, VerifiedIcon } from './profile-icons';
import { bookPath } from './profile-links';

interface ProfileHeaderProps {
  dj: DjProfile;
  bookable: boolean;
}

export function reviewCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** Cover, photo, name, badges, rating, location, rate, Book Now and Message. */
export function ProfileHeader({ dj, bookable }: ProfileHeaderProps) {
  const rating = formatRating(dj.averageRating);
  return (
    <Box component="header">
      <FallbackImage
        src={dj.coverImageUrl}
        sources={pictureSources(dj.coverImageUrl, dj.coverImageVariants, DJ_IMAGE_SIZES.cover)}
        fallback={FALLBACK_DJ_COVER}
        alt=""
        width={1200}
        height={360}
        loading="eager"
        sx={{
          display: 'block',
          width: '100%',
          height: { xs: 140, sm: 200, md: 280 },
          objectFit: 'cover',
          bgcolor: 'action.hover',
        }}
      />
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 2, md: 3 }}
          sx={{ alignItems: { xs: 'flex-start', md: 'flex-end' }, mt: { xs: -6, md: -8 } }}
        >
          <FallbackImage
            src={dj.photoUrl}
            sources={pictureSources(dj.photoUrl, dj.photoVariants, DJ_IMAGE_SIZES.profilePhoto)}
            fallback={FALLBACK_DJ_PHOTO}
            alt={`Photo of ${dj.name}`}
            width={256}
            height={256}
            loading="eager"
            sx={{
              width: { xs: 112, md: 160 },
              height: { xs: 112, md: 160 },
              borderRadius: '50%',
              objectFit: 'cover',
              border: '4px solid',
              borderColor: 'background.paper',
              bgcolor: 'background.paper',
              boxShadow: 2,
              flexShrink: 0,
            }}
          />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            {/* Gaps, not Stack's spacing: spacing is a left margin, which a chip wrapped onto
                the next line kept, so it stood out of line with the name above it. */}
            <Stack
              direction="row"
              sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}
            >
              <Typography
                variant="h3"
                component="h1"
                sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' }, overflowWrap: 'anywhere' }}
              >
                {dj.name}
              </Typography>
              {dj.status === 'verified' && (
                <Tooltip title="Verified DJ">
                  <VerifiedIcon
                    color="primary"
                    titleAccess="Verified DJ"
                    data-testid="verified-badge"
                    sx={{ fontSize: 32 }}
                  />
                </Tooltip>
              )}
              {dj.availableNow && (
                <Chip color="success" label="Available Now" sx={{ flexShrink: 0 }} />
              )}
            </Stack>
            <Stack
              direction="row"
              sx={{ mt: 1, flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: 'center' }}
            >
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <StarIcon sx={{ color: 'warning.main', fontSize: 20 }} aria-hidden="true" />
                <Typography data-testid="dj-rating">
                  <Box component="span" sx={{ fontWeight: 700 }}>
                    {rating}
                  </Box>{' '}
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    ({reviewCountLabel(dj.totalReviews)})
                  </Box>
                </Typography>
              </Stack>
              {dj.location && (
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <PlaceIcon sx={{ color: 'text.secondary', fontSize: 20 }} aria-hidden="true" />
                  <Typography color="text.secondary" data-testid="dj-location">
                    {dj.location}
                  </Typography>
                </Stack>
              )}
              <Typography sx={{ fontWeight: 700 }} data-testid="dj-rate">
                {hourlyRateLabel(dj.hourlyRateCents)}
              </Typography>
            </Stack>
          </Box>
          <Stack
            direction="row"
            spacing={1.5}
            sx={{
              flexShrink: 0,
              width: { xs: '100%', md: 'auto' },
              '& > *': { flex: { xs: 1, md: 'none' } },
            }}
          >
            {bookable ? (
              <Button
                component={RouterLink}
                to={bookPath(dj.id)}
                variant="contained"
                color="secondary"
                size="large"
              >
                Book Now
              </Button>
            ) : (
              <Button variant="contained" size="large" disabled>
                Book Now
              </Button>
            )}
            <MessageButton dj={dj} bookable={bookable} />
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
