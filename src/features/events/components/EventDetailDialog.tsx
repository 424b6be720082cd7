import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useToast } from '../../../components/toast/toast-context';
import {
  EVENT_LINK_TYPE_LABELS,
  EVENT_STATUS_LABELS,
  EVENT_TEXTS,
  EVENT_TYPE_LABELS,
} from '../../../domain/events';
import { youtubeEmbedUrl } from '../../../domain/youtube';
import { deleteEventWithLinks } from '../api/delete-event';
import { writeErrorMessage } from '../api/event-writes';
import { useEvent } from '../api/use-event';
import { useEventLinks } from '../api/use-event-links';
import type { EventItem, EventLinkItem } from '../model/event';
import { EventDjLine, eventWhen } from './EventCard';
import { CalendarIcon, OpenInNewIcon, PlaceIcon } from './event-icons';
import { YouTubeEmbed } from '../../../components/media/YouTubeEmbed';

interface EventDetailDialogProps {
  eventId: string;
  /** The signed-in user's uid, '' when signed out. */
  viewer: string;
  isAdmin: boolean;
  onClose: () => void;
  onEdit: (event: EventItem) => void;
  onDeleted: () => void;
}

const linkName = (link: EventLinkItem): string =>
  link.title || EVENT_LINK_TYPE_LABELS[link.linkType];

function EventMedia({ eventId, title }: { eventId: string; title: string }) {
  const links = useEventLinks(eventId);
  if (links.status === 'loading') return <CircularProgress size={24} aria-label="Loading media" />;
  if (links.status === 'error' || links.data.length === 0) return null;
  const videos = links.data.flatMap((link) => {
    const embed = link.linkType === 'youtube' ? youtubeEmbedUrl(link.url) : null;
    return embed ? [{ link, embed }] : [];
  });
  const embedded = new Set(videos.map((v) => v.link.id));
  const others = links.data.filter((link) => !embedded.has(link.id));
  return (
    <Stack component="section" spacing={2} aria-label="Media and links">
      {videos.map(({ link, embed }) => (
        <YouTubeEmbed key={link.id} src={embed} title={`${linkName(link)} – ${title}`} />
      ))}
      {others.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {others.map((link) => (
            <Stack
              component="li"
              key={link.id}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
            >
              <Chip size="small" variant="outlined" label={EVENT_LINK_TYPE_LABELS[link.linkType]} />
              <Link
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.5,
                  overflowWrap: 'anywhere',
                }}
              >
                {linkName(link)}
                <OpenInNewIcon sx={{ fontSize: 16 }} titleAccess="(opens in a new tab)" />
              </Link>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Everything about one event (/events?event=<id>): YouTube links embedded,
 * other links opening in a new tab. Its owner can edit and delete it; an
 * admin can delete any.
 */
export function EventDetailDialog({
  eventId,
  viewer,
  isAdmin,
  onClose,
  onEdit,
  onDeleted,
}: EventDetailDialogProps) {
  const toast = useToast();
  const titleId = useId();
  const state = useEvent(eventId, viewer);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const event = state.status === 'ready' ? state.data : null;
  const isOwner = Boolean(event && viewer && event.ownerUid === viewer);
  const canDelete = isOwner || isAdmin;

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteEventWithLinks(eventId);
      toast({ title: EVENT_TEXTS.deleted });
      setConfirming(false);
      onDeleted();
    } catch (error) {
      console.warn('Deleting an event failed', error);
      toast({ title: EVENT_TEXTS.deleteFailed(writeErrorMessage(error)), variant: 'destructive' });
    } finally {
      setDeleting(false);
    }
  };

  const place = event ? [event.venue, event.location].filter(Boolean).join(', ') : '';

  return (
    <>
      <Dialog
        open
        onClose={deleting ? undefined : onClose}
        fullWidth
        maxWidth="md"
        scroll="paper"
        // Anchored to the top: the dialog grows as its media loads, and centred it would move
        // its buttons under the pointer.
        sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {event ? event.title : 'Event'}
        </DialogTitle>
        <DialogContent dividers>
          {state.status === 'loading' && (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
              <CircularProgress aria-label="Loading event" />
            </Box>
          )}
          {(state.status === 'not-found' || state.status === 'error') && (
            <Alert severity="info" role="alert">
              This event isn&apos;t available. It may have been deleted or not published yet.
            </Alert>
          )}
          {event && (
            <Stack spacing={2}>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                <Chip size="small" color="primary" label={EVENT_TYPE_LABELS[event.eventType]} />
                {event.status !== 'published' && (
                  <Chip size="small" variant="outlined" label={EVENT_STATUS_LABELS[event.status]} />
                )}
              </Stack>
              <Stack spacing={0.5}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <CalendarIcon fontSize="small" color="action" aria-hidden />
                  <Typography>{eventWhen(event)}</Typography>
                </Stack>
                {place && (
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <PlaceIcon fontSize="small" color="action" aria-hidden />
                    <Typography sx={{ overflowWrap: 'anywhere' }}>{place}</Typography>
                  </Stack>
                )}
                <EventDjLine djId={event.djId} />
              </Stack>
              {event.description && (
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {event.description}
                </Typography>
              )}
              <EventMedia eventId={event.id} title={event.title} />
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          {event && canDelete && (
            <Button color="error" onClick={() => setConfirming(true)} disabled={deleting}>
              Delete
            </Button>
          )}
          {event && isOwner && (
            <Button variant="outlined" onClick={() => onEdit(event)} disabled={deleting}>
              Edit
            </Button>
          )}
          <Button onClick={onClose} disabled={deleting}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title="Delete this event?"
        message={`"${event?.title ?? 'This event'}" and its media links will be removed for good.`}
        confirmLabel="Delete Event"
        destructive
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
