import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { isWithinMi, WITHIN_MI } from '../../../domain/geo';
import type { DiscoverFilters } from '../../../domain/discovery';
import { latestEventDateFrom } from '../../../domain/event-dates';
import { currentPlace, LOCATION_UNAVAILABLE } from '../../../lib/geolocation';
import { roundNear, YOUR_LOCATION } from '../../../domain/discovery';
import { useValueFromBeforeHydration } from '../../../components/forms/use-value-from-before-hydration';

interface Props {
  filters: DiscoverFilters;
  onChange: (change: Partial<DiscoverFilters>) => void;
}

/** Today in the visitor's time zone, as a date input's `min` wants it. */
const localToday = (): string => new Date().toLocaleDateString('en-CA');

/**
 * Near me, the distance from the place, and the event date. The position is
 * used as the browser gives it (rounded): a search by distance needs no
 * reverse geocoding, so it works offline; the offline gazetteer only names
 * the nearest city for the chip.
 */
export function PlaceAndDateControls({ filters, onChange }: Props) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [today] = useState(localToday);
  // A day picked before the app took the server-rendered field over.
  const dateRef = useValueFromBeforeHydration(filters.date, (date) => onChange({ date }));

  const nearMe = async () => {
    setLocating(true);
    setProblem(null);
    try {
      const near = roundNear(await currentPlace());
      const { nearestCity } = await import('../../../lib/gazetteer');
      const city = await nearestCity(near.lat, near.lng).catch(() => null);
      onChange({
        near,
        place: city ? `${YOUR_LOCATION} (${city.label})` : YOUR_LOCATION,
        location: '',
        sort: 'distance',
      });
    } catch (error) {
      console.warn('Geolocation unavailable', error);
      setProblem(LOCATION_UNAVAILABLE);
    } finally {
      setLocating(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Button
          variant="outlined"
          onClick={() => void nearMe()}
          disabled={locating}
          startIcon={
            locating ? <CircularProgress size={16} aria-label="Finding your location" /> : undefined
          }
        >
          Near me
        </Button>
        {filters.near && (
          <>
            <Chip label={`Near ${filters.place || YOUR_LOCATION}`} data-testid="near-place" />
            {/* A labelled button rather than the chip's delete icon, which a keyboard cannot reach. */}
            <Button
              size="small"
              onClick={() =>
                onChange({
                  near: null,
                  place: '',
                  sort: filters.sort === 'distance' ? 'recommended' : filters.sort,
                })
              }
            >
              Clear place
            </Button>
            <TextField
              select
              size="small"
              label="Distance"
              value={filters.within}
              onChange={(e) => {
                const within = Number(e.target.value);
                if (isWithinMi(within)) onChange({ within });
              }}
              slotProps={{ select: { native: true } }}
              sx={{ minWidth: 150 }}
            >
              {WITHIN_MI.map((miles) => (
                <option key={miles} value={miles}>
                  Within {miles} mi
                </option>
              ))}
            </TextField>
          </>
        )}
        <TextField
          type="date"
          size="small"
          label="Event date"
          value={filters.date}
          onChange={(e) => onChange({ date: e.target.value })}
          inputRef={dateRef}
          helperText={filters.date ? 'Showing DJs free that day' : undefined}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: today, max: latestEventDateFrom(today) },
          }}
          sx={{ minWidth: 170 }}
        />
      </Stack>
      {problem && (
        <Alert severity="info" role="status" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
