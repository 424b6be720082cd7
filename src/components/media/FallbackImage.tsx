import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';

interface FallbackImageProps {
  src: string | null;
  fallback: string;
  alt: string;
  width: number;
  height: number;
  loading?: 'eager' | 'lazy';
  sx?: SxProps<Theme>;
}

/** An image that shows `fallback` when there is no `src` or it fails to load. */
export function FallbackImage({
  src,
  fallback,
  alt,
  width,
  height,
  loading,
  sx,
}: FallbackImageProps) {
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
      loading={loading}
      decoding="async"
      onError={() => {
        if (shown !== fallback) setFailedSrc(shown);
      }}
      sx={sx}
    />
  );
}
