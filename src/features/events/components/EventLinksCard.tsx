import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createSvgIcon } from '@mui/material/utils';
import { useEffect, useId, useRef, useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { EVENT_LINK_TYPE_LABELS, EVENT_TEXTS } from '../../../domain/events';
import { isHttpUrl } from '../../../domain/url';
import { deleteEventLink, writeErrorMessage } from '../api/event-writes';
import { useEventLinks } from '../api/use-event-links';
import type { EventLinkItem } from '../model/event';
import { AddMediaPanel } from './AddMediaPanel';

/* Material Design icon paths (Apache 2.0), inline instead of @mui/icons-material. */
const AddIcon = createSvgIcon(<path d="M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z" />, 'Add');
const OpenInNewIcon = createSvgIcon(
  <path d="M19 19H5V5h7V3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2v-7h-2zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3z" />,
  'OpenInNew',
);
const DeleteIcon = createSvgIcon(
  <path d="M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z" />,
  'Delete',
);

/** What a link is called on screen: its title, else its type's name. */
const linkName = (link: EventLinkItem): string =>
  link.title || EVENT_LINK_TYPE_LABELS[link.linkType];

/**
 * "Event Media & Links" (shown while an event is edited): the event's links,
 * live, each with open and delete actions, and the Add Media panel.
 */
export function EventLinksCard({ eventId }: { eventId: string }) {
  const toast = useToast();
  const headingId = useId();
  const links = useEventLinks(eventId);
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  // Add Media hides itself while its panel is open, and the panel's Cancel and Add Media go
  // with the panel: when it closes, focus goes back to the button that opened it (else the
  // dialog's focus trap would catch it at the dialog's top).
  const returnFocus = useRef(false);
  useEffect(() => {
    if (adding || !returnFocus.current) return;
    returnFocus.current = false;
    addButton.current?.focus();
  }, [adding]);
  const closePanel = () => {
    returnFocus.current = true;
    setAdding(false);
  };
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());

  const remove = async (link: EventLinkItem) => {
    setDeleting((ids) => new Set(ids).add(link.id));
    try {
      await deleteEventLink(eventId, link.id);
      toast({ title: EVENT_TEXTS.linkDeleted });
    } catch (error) {
      console.warn('Deleting an event link failed', error);
      toast({
        title: EVENT_TEXTS.deleteLinkFailed(writeErrorMessage(error)),
        variant: 'destructive',
      });
    } finally {
      setDeleting((ids) => {
        const next = new Set(ids);
        next.delete(link.id);
        return next;
      });
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}
      >
        <Typography id={headingId} variant="h6" component="h3">
          Event Media &amp; Links
        </Typography>
        {!adding && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<AddIcon />}
            ref={addButton}
            onClick={() => setAdding(true)}
          >
            Add Media
          </Button>
        )}
      </Stack>

      {adding && (
        <Box sx={{ mb: 2 }}>
          <AddMediaPanel eventId={eventId} onClose={closePanel} />
        </Box>
      )}

      {links.status === 'loading' && (
        <Typography color="text.secondary" role="status">
          Loading media...
        </Typography>
      )}
      {links.status === 'error' && (
        <Typography color="error" role="alert">
          Failed to load media.
        </Typography>
      )}
      {links.status === 'ready' && links.data.length === 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
          {EVENT_TEXTS.mediaEmpty}
        </Typography>
      )}
      {links.status === 'ready' && links.data.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {links.data.map((link) => {
            const name = linkName(link);
            const busy = deleting.has(link.id);
            return (
              <Box
                component="li"
                key={link.id}
                aria-label={name}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  p: 1.5,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
                    <Chip size="small" label={EVENT_LINK_TYPE_LABELS[link.linkType]} />
                  </Stack>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {link.url}
                  </Typography>
                </Box>
                {isHttpUrl(link.url) && (
                  <IconButton
                    component="a"
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Open ${name} in a new tab`}
                  >
                    <OpenInNewIcon fontSize="small" />
                  </IconButton>
                )}
                <IconButton
                  aria-label={`Delete link ${name}`}
                  onClick={() => void remove(link)}
                  disabled={busy}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Box>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
