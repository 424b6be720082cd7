import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { Picture } from './Picture';
import type { PictureSources } from './picture-sources';

interface FallbackImageProps {
  src: string | null;
  fallback: string;
  alt: string;
  width: number;
  height: number;
  /** The AVIF / WebP variants of `src` (decision 0026): a `<picture>` offers them first. */
  sources?: PictureSources | null;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
  sx?: SxProps<Theme>;
}

/**
 * An image that shows `fallback` when there is no `src` or it fails to load. With
 * `sources`, it is a `<picture>` whose `<img>` carries the upload's intrinsic size; if a
 * variant fails, the original `src` is shown alone, and then the fallback.
 */
export function FallbackImage({
  src,
  fallback,
  alt,
  width,
  height,
  sources = null,
  loading,
  fetchPriority,
  sx,
}: FallbackImageProps) {
  // Remembers which src failed (and whose variants failed), so a new src gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [failedSourcesOf, setFailedSourcesOf] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : fallback;
  const offered = sources && shown === src && failedSourcesOf !== src ? sources : null;
  return (
    <Picture sources={offered}>
      <Box
        component="img"
        src={shown}
        alt={alt}
        width={offered ? offered.width : width}
        height={offered ? offered.height : height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        onError={() => {
          if (offered) setFailedSourcesOf(shown);
          else if (shown !== fallback) setFailedSrc(shown);
        }}
        sx={sx}
      />
    </Picture>
  );
}
