import Box from '@mui/material/Box';
import { useState } from 'react';

const frameBox = { display: 'block', width: '100%', aspectRatio: '16 / 9', borderRadius: 2 };

/**
 * A 16:9 YouTube player that loads when the visitor asks for it (a facade). The
 * player's frame is about a megabyte and seconds of a phone's main thread, paid on
 * every profile visit although few visitors play the video (issue 37: Lighthouse
 * with the CPU slowed 8×). Until then it is a button, and no request (or cookie) goes
 * to YouTube. A tap before the app has started is held by public/boot.js and given
 * again once it has, so it plays here too. src is an embed URL from src/domain/youtube.ts.
 */
export function YouTubeEmbed({
  src,
  title,
  dark = false,
}: {
  src: string;
  title: string;
  dark?: boolean;
}) {
  const [playing, setPlaying] = useState(false);

  if (playing) {
    return (
      <Box
        component="iframe"
        // The button that was pressed is gone: focus moves to the player that replaced it.
        ref={(player: HTMLIFrameElement | null) => player?.focus()}
        src={`${src}?autoplay=1`}
        title={title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
        sx={{ ...frameBox, border: 0, bgcolor: dark ? 'common.black' : undefined }}
      />
    );
  }

  return (
    <Box
      component="button"
      type="button"
      onClick={() => setPlaying(true)}
      sx={{
        ...frameBox,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        bgcolor: 'common.black',
        color: 'common.white',
        border: 0,
        p: 2,
        cursor: 'pointer',
        typography: 'subtitle1',
        '&:focus-visible': {
          outline: '3px solid',
          outlineColor: 'primary.light',
          outlineOffset: 2,
        },
      }}
    >
      <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="24" fill="#c00" />
        <path fill="#fff" d="M19 14v20l16-10z" />
      </svg>
      Play {title}
    </Box>
  );
}
