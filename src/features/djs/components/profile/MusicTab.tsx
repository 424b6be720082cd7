import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DjProfile } from '../../../../lib/dj-profile';
import { MusicNoteIcon, VideoIcon } from './profile-icons';

/** Spec: static placeholders, not data driven. */
const PLACEHOLDER_TRACKS = [
  { title: 'Signature mix', detail: 'A full-length mix in their own style' },
  { title: 'Live set recording', detail: 'Straight from a real event' },
  { title: 'Warm-up playlist', detail: 'What the first hour of a party sounds like' },
] as const;

const VIDEO_SLOTS = ['Highlight reel', 'Behind the decks'] as const;

/** Tracks and videos are on the way: the tab says so instead of looking empty. */
export function MusicTab({ dj }: { dj: DjProfile }) {
  return (
    <Stack spacing={4}>
      <Box component="section" aria-labelledby="dj-tracks-title">
        <Typography id="dj-tracks-title" variant="h5" component="h2">
          Coming soon: tracks and mixes
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Soon {dj.name} can share tracks, mixes and videos right here.
          {dj.youtubeUrl ? ' Until then, the promo video is on the Overview tab.' : ''}
        </Typography>
        <List>
          {PLACEHOLDER_TRACKS.map((track) => (
            <ListItem
              key={track.title}
              disableGutters
              sx={{ borderBottom: 1, borderColor: 'divider', gap: 1 }}
            >
              <ListItemIcon sx={{ minWidth: 32 }}>
                <MusicNoteIcon color="primary" aria-hidden="true" />
              </ListItemIcon>
              <ListItemText primary={track.title} secondary={track.detail} />
              <Chip size="small" label="Coming soon" variant="outlined" sx={{ flexShrink: 0 }} />
            </ListItem>
          ))}
        </List>
      </Box>

      <Box component="section" aria-labelledby="dj-videos-title">
        <Typography id="dj-videos-title" variant="h6" component="h3" sx={{ mb: 1.5 }}>
          Videos
        </Typography>
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            gap: 2,
            p: 0,
            m: 0,
            listStyle: 'none',
          }}
        >
          {VIDEO_SLOTS.map((slot) => (
            <Paper
              component="li"
              key={slot}
              variant="outlined"
              sx={{
                aspectRatio: '16 / 9',
                borderStyle: 'dashed',
                display: 'grid',
                placeItems: 'center',
                textAlign: 'center',
                color: 'text.secondary',
                p: 2,
              }}
            >
              <div>
                <VideoIcon aria-hidden="true" sx={{ fontSize: 36 }} />
                <Typography sx={{ fontWeight: 600 }}>{slot}</Typography>
                <Typography variant="body2">Video coming soon</Typography>
              </div>
            </Paper>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
