import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';

/** Shipped fallbacks (the same files the DJ cards use when a profile has no image). */
export const FALLBACK_PHOTO = '/images/dj-fallback.svg';
export const FALLBACK_COVER = '/images/cover-fallback.svg';

interface PreviewImageProps {
  src: string | null;
  fallback: string;
  alt: string;
  width: number;
  height: number;
  sx?: SxProps<Theme>;
}

/** An image that shows `fallback` when there is no `src` or it fails to load. */
export function PreviewImage({ src, fallback, alt, width, height, sx }: PreviewImageProps) {
  // Remembers which src failed, so a new src gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : fallback;
  return (
    <Box
      component="img"
      src={shown}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      onError={() => {
        if (shown !== fallback) setFailedSrc(shown);
      }}
      sx={[
        { objectFit: 'cover', borderRadius: 2, bgcolor: 'action.hover' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
