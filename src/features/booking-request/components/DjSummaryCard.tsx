import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDollars, formatRating } from '../../../domain';
import type { DjProfile } from '../../../lib/dj-profile';

/** Who is being booked: photo, name, place, rating, rate and genres. */
export function DjSummaryCard({ dj }: { dj: DjProfile }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`About ${dj.name}`}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar src={dj.photoUrl ?? undefined} alt="" sx={{ width: 72, height: 72 }}>
          {dj.name.charAt(0)}
        </Avatar>
        <div>
          <Typography variant="h5" component="h2">
            {dj.name}
          </Typography>
          {dj.location && <Typography color="text.secondary">{dj.location}</Typography>}
          <Typography variant="body2" color="text.secondary">
            ★ {formatRating(dj.averageRating)} ({dj.totalReviews}{' '}
            {dj.totalReviews === 1 ? 'review' : 'reviews'}) ·{' '}
            {formatDollars(dj.hourlyRateCents, { decimals: 2 })}/hour
          </Typography>
        </div>
      </Stack>
      {dj.genres.length > 0 && (
        <Stack
          direction="row"
          component="ul"
          aria-label="Genres"
          sx={{ flexWrap: 'wrap', gap: 1, mt: 2, p: 0, listStyle: 'none' }}
        >
          {dj.genres.map((genre) => (
            <li key={genre}>
              <Chip label={genre} size="small" />
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
