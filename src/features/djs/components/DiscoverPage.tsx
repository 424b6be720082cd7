import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PlaceField } from '../../../components/forms/PlaceField';
import { roundNear } from '../../../domain/discovery';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  DEFAULT_FILTERS,
  DISCOVER_SORT_LABELS,
  DISCOVER_SORTS,
  sortsFor,
  genreChoices,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasActiveFilters,
  type DiscoverFilters,
} from '../../../domain/discovery';
import { isOneOf } from '../../../domain/one-of';
import { PageShell } from '../../../components/layout/PageShell';
import { OfflineNotice } from '../../../components/layout/OfflineNotice';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { useDiscoverDjs } from '../api/use-discover-djs';
import { DiscoverFiltersPanel } from './DiscoverFiltersPanel';
import { DjCard } from './DjCard';
import { PlaceAndDateControls } from './PlaceAndDateControls';
import { LoadMoreButton } from '../../../components/lists/LoadMoreButton';
import { HydrationSlice } from '../../../components/layout/HydrationSlice';
import { useValueFromBeforeHydration } from '../../../components/forms/use-value-from-before-hydration';

const LOCATION_DEBOUNCE_MS = 300;

const VISUALLY_HIDDEN = {
  position: 'absolute',
  // Strings: in sx a bare 1 means 100%.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * /discover. Every filter lives in the URL, so a filtered view can be shared
 * and survives a reload; the query itself runs in Firestore (use-discover-djs).
 */
export function DiscoverPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(params), [params]);
  // The name a chosen place put in the box (set in the same event as the text, so the
  // debounced text search below never mistakes it for typing).
  const [placeLabel, setPlaceLabel] = useState<string | null>(filters.near ? filters.place : null);
  const [locationText, setLocationText] = useState(filters.near ? filters.place : filters.location);
  const [filtersOpen, setFiltersOpen] = useState(
    filters.genres.length > 0 || hasActiveFilters({ ...filters, location: '' }),
  );
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const online = useOnlineStatus();

  // Reads the address bar, not this render's params, so quick successive
  // changes from different controls never undo each other.
  const setFilters = useCallback(
    (change: Partial<DiscoverFilters>) =>
      setParams(
        () =>
          filtersToSearchParams({
            ...filtersFromSearchParams(new URLSearchParams(window.location.search)),
            ...change,
          }),
        { replace: true },
      ),
    [setParams],
  );
  const chooseSort = (sort: string) => {
    if (isOneOf(DISCOVER_SORTS, sort)) setFilters({ sort });
  };
  const sortRef = useValueFromBeforeHydration<HTMLSelectElement>(filters.sort, chooseSort);

  // Live search: the URL follows the box after a short pause in typing.
  useEffect(() => {
    if (locationText.trim() === filters.location) return;
    // A chosen place fills the box with its name; that is not a text search.
    if (placeLabel !== null && locationText === placeLabel) return;
    // Functional update: apply only the location to whatever the URL holds
    // when the timer fires (another control may have changed it meanwhile).
    const timer = setTimeout(
      () =>
        setParams(
          // The router's functional form sees the params of the render that
          // made it; the address bar is the truth when the timer fires.
          () => {
            const current = filtersFromSearchParams(new URLSearchParams(window.location.search));
            // Typing over a chosen place's name goes back to searching by text.
            const leavesPlace = current.near !== null;
            return filtersToSearchParams({
              ...current,
              location: locationText,
              ...(leavesPlace ? { near: null, place: '' } : {}),
              ...(leavesPlace && current.sort === 'distance' ? { sort: 'recommended' } : {}),
            });
          },
          { replace: true },
        ),
      LOCATION_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [locationText, placeLabel, filters, setParams]);

  const result = useDiscoverDjs(filters);

  // Genres seen in any result so far, so narrowing the filters keeps the chips.
  // Grown while rendering (React's "adjust state when a prop changes"); it
  // settles because a second pass finds nothing new.
  const [seenGenres, setSeenGenres] = useState<ReadonlySet<string>>(() => new Set());
  const freshGenres = (result.data ?? [])
    .flatMap(({ dj }) => dj.genres)
    .filter((g) => !seenGenres.has(g));
  if (freshGenres.length > 0) setSeenGenres(new Set([...seenGenres, ...freshGenres]));
  const genres = useMemo(
    () => genreChoices(seenGenres, filters.genres),
    [seenGenres, filters.genres],
  );

  const [resets, setResets] = useState(0);
  const clearFilters = () => {
    setResets((n) => n + 1);
    setLocationText('');
    setPlaceLabel(null);
    // The order is not a filter: it stays as chosen.
    setParams(filtersToSearchParams({ ...DEFAULT_FILTERS, sort: filters.sort }), {
      replace: true,
    });
  };

  return (
    <PageShell title="Find Your Perfect DJ" subtitle="Verified DJs for every kind of party.">
      {!online && <OfflineNotice saved="DJs" />}
      <HydrationSlice>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mb: 2, alignItems: { sm: 'center' } }}
        >
          {/* Typing filters by the DJs' location text as before; choosing a suggested
            city or ZIP searches by distance from it instead. */}
          <PlaceField
            id="discover-location"
            label=""
            placeholder="Search by location"
            inputAriaLabel="Search by location"
            text={locationText}
            onTextChange={setLocationText}
            // The spec: Enter does not submit; filtering is live.
            resolveOnEnter={false}
            onPlaceChange={(place) => {
              setPlaceLabel(place ? place.label : null);
              if (place) {
                setFilters({
                  near: roundNear(place),
                  place: place.label,
                  location: '',
                  sort: 'distance',
                });
              } else if (filters.near) {
                setFilters({ near: null, place: '', sort: 'recommended' });
              }
            }}
            fullWidth
          />
          <TextField
            select
            size="small"
            label="Sort by"
            value={filters.sort}
            onChange={(e) => chooseSort(e.target.value)}
            slotProps={{ select: { native: true } }}
            inputRef={sortRef}
            sx={{ minWidth: 190 }}
          >
            {sortsFor(filters).map((sort) => (
              <option key={sort} value={sort}>
                {DISCOVER_SORT_LABELS[sort]}
              </option>
            ))}
          </TextField>
          <Button
            variant={filtersOpen ? 'contained' : 'outlined'}
            onClick={() => setFiltersOpen((open) => !open)}
            aria-expanded={filtersOpen}
            aria-controls="discover-filters"
          >
            Filters
          </Button>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            onChange={(_e, value: 'grid' | 'list' | null) => value && setView(value)}
            aria-label="View"
            sx={{ display: { xs: 'none', md: 'inline-flex' } }}
          >
            <ToggleButton value="grid">Grid</ToggleButton>
            <ToggleButton value="list">List</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      </HydrationSlice>

      <HydrationSlice>
        <PlaceAndDateControls
          filters={filters}
          onChange={(change) => {
            // Near me or Clear place: the box no longer names the place searched from.
            if (change.near !== undefined) {
              setLocationText('');
              setPlaceLabel(null);
            }
            setFilters(change);
          }}
        />
      </HydrationSlice>

      {filtersOpen && (
        <DiscoverFiltersPanel
          key={resets}
          filters={filters}
          genres={genres}
          onChange={setFilters}
        />
      )}

      {result.status === 'loading' && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading DJs" />
        </Box>
      )}
      {result.status === 'error' && (
        <Alert severity="error">Failed to load DJs. Please try again later.</Alert>
      )}
      {result.status === 'ready' && result.data.length === 0 && !result.hasMore && (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography sx={{ mb: 2 }}>No DJs found matching your criteria.</Typography>
          <Button variant="outlined" onClick={clearFilters}>
            Clear Filters
          </Button>
        </Box>
      )}
      {/* The cards' names are h3: this keeps the outline h1 → h2 → h3 while the
          filter panel (which has its own h2s) is closed. */}
      <Typography component="h2" sx={VISUALLY_HIDDEN}>
        DJs
      </Typography>
      {result.status === 'ready' && result.data.length > 0 && (
        <Grid container spacing={3} data-testid="dj-results">
          {result.data.map(({ dj, distanceMi }, index) => (
            <Grid key={dj.id} size={view === 'list' ? 12 : { xs: 12, sm: 6, lg: 4 }}>
              <HydrationSlice>
                <DjCard
                  dj={dj}
                  layout={view}
                  distanceMi={distanceMi}
                  eventDate={filters.date}
                  priority={index === 0}
                />
              </HydrationSlice>
            </Grid>
          ))}
        </Grid>
      )}
      {/* The on-page checks (exact distance, genres with a place, the date) can empty a
          page; reading on is the visitor's choice, so a page never costs more than its reads. */}
      {result.status === 'ready' && result.data.length === 0 && result.hasMore && (
        <Typography sx={{ textAlign: 'center', py: 4 }} role="status">
          No DJs in this part of the list match everything you asked for. Load more to keep looking.
        </Typography>
      )}
      {result.status === 'ready' && result.hasMore && (
        <LoadMoreButton
          onClick={result.loadMore}
          loading={result.loadingMore}
          online={online}
          mt={4}
        />
      )}
      <Box component="output" hidden data-testid="docs-delivered">
        {result.delivered}
      </Box>
    </PageShell>
  );
}

export default DiscoverPage;
