import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '../../../components/layout/PageShell';
import { OfflineNotice } from '../../../components/layout/OfflineNotice';
import { hasActiveEventFilters } from '../../../domain/event-queries';
import { EVENT_TYPES, EVENT_TYPE_LABELS } from '../../../domain/events';
import { isOneOf } from '../../../domain/one-of';
import { useValueFromBeforeHydration } from '../../../components/forms/use-value-from-before-hydration';
import { useSession } from '../../../lib/session/session-context';
import { useHydrated } from '../../../lib/use-hydrated';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { useMyEvents } from '../api/use-my-events';
import { usePublicEvents } from '../api/use-public-events';
import type { EventItem } from '../model/event';
import {
  EVENT_SEARCH_MAX,
  readEventsParams,
  writeEventsParams,
  type EventsPageParams,
} from '../model/event-filters';
import { visibleSections, type EventSectionView } from '../model/event-sections';
import { AddIcon, SearchIcon } from './event-icons';
import { EventSection } from './EventSection';

/*
 * The dialogs read and write through the Firestore SDK and the callables: they load when
 * first shown (an event opened, or a signed-in user), not with the server-rendered board.
 */
const EventDetailDialog = lazy(() =>
  import('./EventDetailDialog').then((m) => ({ default: m.EventDetailDialog })),
);
const EventFormDialog = lazy(() =>
  import('./EventFormDialog').then((m) => ({ default: m.EventFormDialog })),
);

const SEARCH_DEBOUNCE_MS = 300;

interface FormState {
  open: boolean;
  /** null creates a new event. */
  event: EventItem | null;
}

/**
 * /events: the public board (docs/events.md). Published events in 'Upcoming
 * Events' and 'Past Events', searched and filtered in Firestore; a signed-in
 * user also gets Create Event and "My events" (their own, any status). The
 * search, type, view and open event live in the URL, so a view can be shared.
 */
export function EventsPage() {
  const session = useSession();
  const online = useOnlineStatus();
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readEventsParams(params), [params]);
  const { filters } = state;
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  const isAdmin = session.status === 'signed-in' && session.user.role === 'admin';
  const view = uid ? state.view : 'all';

  // Counts are asked again after the user creates, edits or deletes an event.
  const [revision, setRevision] = useState(0);
  const refresh = useCallback(() => setRevision((n) => n + 1), []);
  const [form, setForm] = useState<FormState>({ open: false, event: null });
  const [searchText, setSearchText] = useState(filters.search);

  // Reads the address bar, not this render's params, so quick successive
  // changes from different controls never undo each other.
  const update = useCallback(
    (change: Partial<EventsPageParams>, replace = true) =>
      setParams(
        () =>
          writeEventsParams({
            ...readEventsParams(new URLSearchParams(window.location.search)),
            ...change,
          }),
        { replace },
      ),
    [setParams],
  );
  // A search typed or a type picked before the app took the page over.
  const searchRef = useValueFromBeforeHydration(filters.search, setSearchText);
  const chooseType = (type: string) => {
    if (type === 'all' || isOneOf(EVENT_TYPES, type))
      update({ filters: { ...filters, eventType: type } });
  };
  const typeRef = useValueFromBeforeHydration<HTMLSelectElement>(filters.eventType, chooseType);

  // Live search: the URL follows the box after a short pause in typing.
  useEffect(() => {
    if (searchText.trim() === filters.search.trim()) return undefined;
    const timer = setTimeout(() => {
      const current = readEventsParams(new URLSearchParams(window.location.search));
      update({ filters: { ...current.filters, search: searchText } });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, filters.search, update]);

  const publicEvents = usePublicEvents(filters, revision, view === 'all');
  const myEvents = useMyEvents(view === 'mine' ? uid : null, filters, revision);
  const sections: { key: string; title: string; section: EventSectionView }[] =
    view === 'mine'
      ? [{ key: 'mine', title: 'My Events', section: myEvents }]
      : [
          { key: 'upcoming', title: 'Upcoming Events', section: publicEvents.upcoming },
          { key: 'past', title: 'Past Events', section: publicEvents.past },
        ];

  const shown = visibleSections(sections);
  const loading = sections.some((s) => s.section.status === 'loading');
  const failed = sections.some((s) => s.section.status === 'error');
  const filtering = hasActiveEventFilters(filters);
  const openEvent = (eventId: string) => update({ eventId }, false);
  const openCreate = () => setForm({ open: true, event: null });

  return (
    <PageShell
      title="Discover Amazing Events"
      subtitle="Parties and gigs from Spinbook organisers and DJs."
    >
      {!online && <OfflineNotice saved="events" />}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 4, alignItems: { md: 'center' } }}
      >
        <TextField
          type="search"
          placeholder="Search events, venues, locations..."
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          inputRef={searchRef}
          onKeyDown={(e) => {
            // Filtering is live; Enter must not submit anything.
            if (e.key === 'Enter') e.preventDefault();
          }}
          slotProps={{
            htmlInput: { 'aria-label': 'Search events', maxLength: EVENT_SEARCH_MAX },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flexGrow: 1 }}
        />
        <TextField
          select
          value={filters.eventType}
          onChange={(e) => chooseType(e.target.value)}
          inputRef={typeRef}
          slotProps={{
            select: { native: true },
            htmlInput: { 'aria-label': 'Filter by type' },
          }}
          sx={{ minWidth: 160 }}
        >
          <option value="all">All Types</option>
          {EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {EVENT_TYPE_LABELS[type]}
            </option>
          ))}
        </TextField>
        {uid && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            onChange={(_e, value: 'all' | 'mine' | null) => value && update({ view: value })}
            aria-label="Which events"
          >
            <ToggleButton value="all">All events</ToggleButton>
            <ToggleButton value="mine">My events</ToggleButton>
          </ToggleButtonGroup>
        )}
        {uid && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate}>
            Create Event
          </Button>
        )}
      </Stack>

      {failed && (
        <Alert severity="error" sx={{ mb: 3 }}>
          Failed to load events. Please try again later.
        </Alert>
      )}
      {!failed && loading && shown.length === 0 && (
        <Stack spacing={2} sx={{ alignItems: 'center', py: 8 }} role="status">
          <CircularProgress aria-hidden />
          <Typography>Loading events...</Typography>
        </Stack>
      )}
      {!failed && !loading && shown.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 6 }} data-testid="events-empty">
          <Typography variant="h6" component="p">
            No events found
          </Typography>
          {filtering ? (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              Try adjusting your search or filters
            </Typography>
          ) : (
            <>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                Be the first to create an event!
              </Typography>
              {uid && (
                <Button
                  variant="contained"
                  startIcon={<AddIcon />}
                  onClick={openCreate}
                  sx={{ mt: 2 }}
                >
                  Create First Event
                </Button>
              )}
            </>
          )}
        </Box>
      )}
      {shown.map(({ key, title, section }) => (
        <EventSection
          key={key}
          title={title}
          section={section}
          showStatus={view === 'mine'}
          online={online}
          onOpen={openEvent}
          testId={`events-${key}`}
        />
      ))}

      {/* A dialog is a portal, which the server never renders: an event opened by its link
          (?event=…) hydrates like the rest of the board, then loads its dialog. */}
      <Suspense fallback={null}>
        {hydrated && state.eventId && (
          <EventDetailDialog
            key={state.eventId}
            eventId={state.eventId}
            viewer={uid ?? ''}
            isAdmin={isAdmin}
            onClose={() => update({ eventId: null })}
            onEdit={(event) => setForm({ open: true, event })}
            onDeleted={() => {
              update({ eventId: null });
              refresh();
            }}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {uid && (
          <EventFormDialog
            open={form.open}
            event={form.event}
            uid={uid}
            onClose={() => setForm((f) => ({ ...f, open: false }))}
            onSaved={refresh}
          />
        )}
      </Suspense>
    </PageShell>
  );
}

export default EventsPage;
