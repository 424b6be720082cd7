import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CallToActionBanner } from './CallToActionBanner';
import { PageShell } from '../../../components/layout/PageShell';
import {
  COMMON_THREADS,
  ILLUSTRATIVE_NOTE,
  STORIES,
  type Story,
} from '../content/success-stories-content';

function StoryCard({ story }: { story: Story }) {
  const titleId = `story-${story.id}-title`;
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: { xs: 2.5, md: 3 }, height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Chip
          size="small"
          color={story.teller === 'DJ' ? 'secondary' : 'primary'}
          label={story.teller === 'DJ' ? 'From a DJ' : 'From a host'}
        />
        <Chip size="small" variant="outlined" label={story.event} sx={{ maxWidth: '100%' }} />
      </Stack>
      <Typography id={titleId} variant="h6" component="h3">
        {story.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {story.name}, {story.role} · {story.city}
      </Typography>
      <Typography sx={{ flexGrow: 1 }}>{story.story}</Typography>
      <Typography
        sx={{
          mt: 2,
          pl: 1.5,
          borderLeft: 3,
          borderColor: 'secondary.main',
          fontWeight: 600,
        }}
      >
        {story.takeaway}
      </Typography>
    </Paper>
  );
}

export function SuccessStoriesPage() {
  return (
    <PageShell
      title="Success Stories"
      subtitle="What a good booking looks like on Spinbook, from both sides of the decks."
    >
      {/* Spinbook is new: the note keeps these stories from reading as testimonials. */}
      <Alert severity="info" variant="outlined" role="note" sx={{ mb: { xs: 4, md: 5 } }}>
        {ILLUSTRATIVE_NOTE}
      </Alert>

      <Box component="section" aria-labelledby="stories-title">
        <Typography id="stories-title" variant="h5" component="h2" sx={{ mb: 3 }}>
          Stories from DJs and hosts
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
          }}
        >
          {STORIES.map((story) => (
            <StoryCard key={story.id} story={story} />
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="common-threads-title" sx={{ mt: { xs: 6, md: 8 } }}>
        <Typography id="common-threads-title" variant="h5" component="h2" sx={{ mb: 3 }}>
          What every story has in common
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {COMMON_THREADS.map((thread) => (
            <Paper key={thread.title} variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }}>
              <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                {thread.title}
              </Typography>
              <Typography color="text.secondary">{thread.text}</Typography>
            </Paper>
          ))}
        </Box>
      </Box>

      <CallToActionBanner
        title="Start your own story"
        text="Find a verified DJ for your next event, or join Spinbook and get booked."
        actions={[
          { label: 'Find a DJ', to: '/discover' },
          { label: 'Become a DJ', to: '/become-dj' },
        ]}
      />
    </PageShell>
  );
}

export default SuccessStoriesPage;
