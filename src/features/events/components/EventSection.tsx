import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatSectionCount, type EventSectionView } from '../model/event-sections';
import { EventCard } from './EventCard';
import { LoadMoreButton } from '../../../components/lists/LoadMoreButton';

interface EventSectionProps {
  title: string;
  section: EventSectionView;
  showStatus?: boolean;
  online: boolean;
  onOpen: (eventId: string) => void;
  testId: string;
}

/** A titled grid of event cards with its count and a "Load more" button. */
export function EventSection({
  title,
  section,
  showStatus = false,
  online,
  onOpen,
  testId,
}: EventSectionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 5 }} data-testid={testId}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
        {section.count && ' '}
        {section.count && (
          <Typography component="span" variant="h6" color="text.secondary">
            ({formatSectionCount(section.count)})
          </Typography>
        )}
      </Typography>
      <Grid container spacing={3}>
        {section.events.map((event) => (
          <Grid key={event.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <EventCard event={event} showStatus={showStatus} onOpen={onOpen} />
          </Grid>
        ))}
      </Grid>
      {section.hasMore && (
        <LoadMoreButton onClick={section.loadMore} loading={section.loadingMore} online={online} />
      )}
    </Box>
  );
}
