import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import {
  EVENT_LINK_TYPE_LABELS,
  EVENT_STATUS_LABELS,
  EVENT_TYPE_LABELS,
} from '../../../domain/events';
import { formatEventDate, formatEventTime, type Clock } from '../../../domain/format';
import { useHydrated } from '../../../lib/use-hydrated';
import { useEventDj } from '../api/use-event-dj';
import { useEventLinkTypes } from '../api/use-event-link-types';
import type { EventItem } from '../model/event';
import { CalendarIcon, HeadphonesIcon, PlaceIcon } from './event-icons';

/**
 * 'Jan 5, 2024 · 20:00' in the viewer's time, or 'Date to be announced'. Read in UTC (and
 * saying so) it is the text a server renders, which knows no viewer's zone.
 */
export function eventWhen(event: Pick<EventItem, 'eventDate'>, clock: Clock = 'local'): string {
  if (!event.eventDate) return 'Date to be announced';
  const when = `${formatEventDate(event.eventDate, clock)} · ${formatEventTime(event.eventDate, clock)}`;
  return clock === 'utc' ? `${when} UTC` : when;
}

interface EventCardProps {
  event: EventItem;
  /** "My events" shows each event's status (drafts and archived ones too). */
  showStatus?: boolean;
  onOpen: (eventId: string) => void;
}

const DJ_LINE_HEIGHT = 24;
/** One row of small chips. */
const BADGE_ROW_HEIGHT = 24;

/** The linked DJ, when their profile can be read (verified ones are public). */
export function EventDjLine({ djId }: { djId: string | null }) {
  const dj = useEventDj(djId);
  if (!djId) return null;
  // The line's height is kept while the DJ loads, so the card does not grow under the reader.
  if (!dj) return <Box sx={{ minHeight: DJ_LINE_HEIGHT }} aria-hidden />;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: DJ_LINE_HEIGHT }}>
      <HeadphonesIcon fontSize="small" color="action" aria-hidden />
      <Typography variant="body2">
        with{' '}
        <Link component={RouterLink} to={`/dj/${dj.id}`}>
          {dj.name}
        </Link>
      </Typography>
    </Stack>
  );
}

/** One event in a list: what the spec's cards show, and a way to the details. */
export function EventCard({ event, showStatus = false, onOpen }: EventCardProps) {
  const mediaTypes = useEventLinkTypes(event.id);
  // A server-rendered card says its time in UTC until the browser has taken it over.
  const clock: Clock = useHydrated() ? 'local' : 'utc';
  const titleId = `event-${event.id}-title`;
  const place = [event.venue, event.location].filter(Boolean);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      data-testid="event-card"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
          <Chip size="small" color="primary" label={EVENT_TYPE_LABELS[event.eventType]} />
          {showStatus && (
            <Chip
              size="small"
              variant="outlined"
              color={event.status === 'published' ? 'success' : 'default'}
              label={EVENT_STATUS_LABELS[event.status]}
              data-testid="event-status"
            />
          )}
        </Stack>
        <Typography id={titleId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {event.title}
        </Typography>
        <Stack spacing={0.5} sx={{ mt: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CalendarIcon fontSize="small" color="action" aria-hidden />
            <Typography variant="body2">{eventWhen(event, clock)}</Typography>
          </Stack>
          {place.length > 0 && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PlaceIcon fontSize="small" color="action" aria-hidden />
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {place.join(', ')}
              </Typography>
            </Stack>
          )}
          <EventDjLine djId={event.djId} />
        </Stack>
        {/* Always there, so badges arriving after the card do not push the grid down. */}
        <Box sx={{ mt: 1.5, minHeight: BADGE_ROW_HEIGHT }}>
          {mediaTypes.length > 0 && (
            <Stack
              direction="row"
              sx={{ flexWrap: 'wrap', gap: 0.5 }}
              aria-label="Media"
              data-testid="event-media-badges"
            >
              {mediaTypes.map((type) => (
                <Chip
                  key={type}
                  size="small"
                  variant="outlined"
                  label={EVENT_LINK_TYPE_LABELS[type]}
                />
              ))}
            </Stack>
          )}
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => onOpen(event.id)}
          aria-label={`View details of ${event.title}`}
        >
          View details
        </Button>
      </CardActions>
    </Card>
  );
}
