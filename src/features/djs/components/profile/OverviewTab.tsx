import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { bioParagraphs, bioToText, youtubeVideoId } from '../../../../domain';
import type { DjProfile } from '../../../../lib/dj-profile';
import { YouTubeEmbed } from '../../../../components/media/YouTubeEmbed';

/**
 * The privacy-enhanced player (no cookies until the visitor plays), which the
 * Hosting CSP's frame-src allows next to www.youtube.com.
 */
export function youtubeNoCookieEmbedUrl(link: string | null): string | null {
  const id = youtubeVideoId(link);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

/** About, bio, genres and the promo video. */
export function OverviewTab({ dj }: { dj: DjProfile }) {
  // The bio is plain text, shown as text (decision 0037); one stored as HTML before then
  // reads as the same paragraphs (bioToText), never as markup.
  const paragraphs = bioParagraphs(bioToText(dj.bio));
  const videoUrl = youtubeNoCookieEmbedUrl(dj.youtubeUrl);

  return (
    <Stack spacing={4}>
      <Box component="section" aria-labelledby="dj-about-title">
        <Typography id="dj-about-title" variant="h5" component="h2" sx={{ mb: 1.5 }}>
          About {dj.name}
        </Typography>
        {paragraphs.length > 0 ? (
          <Box
            data-testid="dj-bio"
            sx={{
              typography: 'body1',
              overflowWrap: 'anywhere',
              // A single line break inside a paragraph is the DJ's own.
              whiteSpace: 'pre-line',
              '& p': { mt: 0, mb: 1.5 },
              '& p:last-child': { mb: 0 },
            }}
          >
            {paragraphs.map((paragraph, index) => (
              // A paragraph has no identity but its place; the list only changes whole.
              <p key={index}>{paragraph}</p>
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">No bio available.</Typography>
        )}
      </Box>

      {dj.genres.length > 0 && (
        <Box component="section" aria-labelledby="dj-genres-title">
          <Typography id="dj-genres-title" variant="h6" component="h3" sx={{ mb: 1 }}>
            Genres
          </Typography>
          <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
            {dj.genres.map((genre) => (
              <Box component="li" key={genre} sx={{ listStyle: 'none' }}>
                <Chip label={genre} color="primary" variant="outlined" />
              </Box>
            ))}
          </Stack>
        </Box>
      )}

      {videoUrl && (
        <Box component="section" aria-labelledby="dj-video-title">
          <Typography id="dj-video-title" variant="h6" component="h3" sx={{ mb: 1 }}>
            Promo video
          </Typography>
          <YouTubeEmbed src={videoUrl} title={`${dj.name} promo video`} dark />
        </Box>
      )}
    </Stack>
  );
}
