import Box from '@mui/material/Box';

/** A lazy, titled 16:9 YouTube player (src must be an embed URL from src/domain/youtube.ts). */
export function YouTubeEmbed({
  src,
  title,
  dark = false,
}: {
  src: string;
  title: string;
  dark?: boolean;
}) {
  return (
    <Box
      component="iframe"
      src={src}
      title={title}
      loading="lazy"
      allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
      referrerPolicy="strict-origin-when-cross-origin"
      allowFullScreen
      sx={{
        display: 'block',
        width: '100%',
        aspectRatio: '16 / 9',
        border: 0,
        borderRadius: 2,
        ...(dark ? { bgcolor: 'common.black' } : {}),
      }}
    />
  );
}
