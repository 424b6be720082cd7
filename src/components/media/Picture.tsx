import Box from '@mui/material/Box';
import type { ReactElement } from 'react';
import type { PictureSources } from './picture-sources';

/**
 * `children` (one `<img>`) inside a `<picture>` that offers `sources` first, AVIF then WebP;
 * without sources, the `<img>` alone, exactly as it would render by itself.
 */
export function Picture({
  sources,
  children,
}: {
  sources: PictureSources | null;
  children: ReactElement;
}) {
  if (!sources) return children;
  return (
    // display: contents, so the <img> is laid out as if the <picture> were not there.
    <Box component="picture" sx={{ display: 'contents' }}>
      <source type="image/avif" srcSet={sources.avif} sizes={sources.sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sources.sizes} />
      {children}
    </Box>
  );
}
