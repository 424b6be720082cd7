import type { CSSProperties } from 'react';

/**
 * Out of sight, still read by screen readers (the usual visually-hidden rule), as a `style`:
 * MUI's own lives in @mui/utils, which is not a direct dependency. Lengths are strings so the
 * object means the same in an `sx` (where a bare 1 would be 100 %).
 */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};
