import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import {
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  PRICE_FILTER_STEP,
  priceEndText,
  type DiscoverFilters,
} from '../../../domain/discovery';

interface Props {
  filters: DiscoverFilters;
  genres: readonly string[];
  onChange: (change: Partial<DiscoverFilters>) => void;
}

const PRICE_COMMIT_MS = 250;

export function DiscoverFiltersPanel({ filters, genres, onChange }: Props) {
  // The slider follows a local draft while it moves (fast key repeats would
  // otherwise read a URL that has not caught up); the URL gets the value once
  // it settles. Clearing the filters remounts this panel, dropping the draft.
  const [draft, setDraft] = useState<[number, number] | null>(null);
  useEffect(() => {
    if (!draft) return;
    const timer = setTimeout(() => {
      onChange({ priceMin: draft[0], priceMax: draft[1] });
      setDraft(null);
    }, PRICE_COMMIT_MS);
    return () => clearTimeout(timer);
  }, [draft, onChange]);
  const price = draft ?? [filters.priceMin, filters.priceMax];

  const toggleGenre = (genre: string) => {
    const selected = filters.genres.includes(genre)
      ? filters.genres.filter((g) => g !== genre)
      : [...filters.genres, genre];
    onChange({ genres: selected });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }} id="discover-filters">
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Filter by Genre
      </Typography>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1 }}
        role="group"
        aria-label="Filter by Genre"
      >
        {genres.map((genre) => {
          const selected = filters.genres.includes(genre);
          return (
            <Chip
              key={genre}
              label={genre}
              clickable
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              onClick={() => toggleGenre(genre)}
            />
          );
        })}
      </Stack>
      <Box sx={{ mt: 3, maxWidth: 420 }}>
        <Typography
          id="price-range-label"
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 700 }}
        >
          Price Range: {priceEndText(price[0])} – {priceEndText(price[1])} per hour
        </Typography>
        <Slider
          value={price}
          min={PRICE_FILTER_MIN}
          max={PRICE_FILTER_MAX}
          step={PRICE_FILTER_STEP}
          valueLabelDisplay="auto"
          getAriaLabel={(index) =>
            index === 0 ? 'Minimum price per hour' : 'Maximum price per hour'
          }
          getAriaValueText={priceEndText}
          valueLabelFormat={priceEndText}
          onChange={(_e, value) => {
            if (Array.isArray(value) && value.length === 2) {
              setDraft([value[0] ?? PRICE_FILTER_MIN, value[1] ?? PRICE_FILTER_MAX]);
            }
          }}
          // A thumb at either end stands half its width (10 px) past the rail: this keeps
          // it clear of the panel's edge instead of touching it.
          sx={{ mx: 2.5, width: 'calc(100% - 40px)' }}
        />
      </Box>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Switch
            checked={filters.availableNow}
            onChange={(e) => onChange({ availableNow: e.target.checked })}
          />
        }
        label="Available Now"
      />
    </Paper>
  );
}
