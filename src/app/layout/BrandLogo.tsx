import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** The record's grooves, outermost first (public/favicon.svg draws the same mark). */
const GROOVES = [214, 188, 162, 136];

/**
 * The mark drawn in the page itself rather than as <img src="/favicon.svg">: a browser makes
 * every SVG image a document of its own, built on the page's main thread while it loads
 * (decision 0036).
 */
function BrandMark() {
  return (
    <svg viewBox="0 0 512 512" width={32} height={32} aria-hidden="true" focusable="false">
      <circle cx="256" cy="256" r="240" fill="#1a1033" />
      {GROOVES.map((r) => (
        <circle key={r} cx="256" cy="256" r={r} fill="none" stroke="#2e2152" strokeWidth="4" />
      ))}
      <circle cx="256" cy="256" r="100" fill="#6d28d9" />
      <circle cx="256" cy="256" r="66" fill="none" stroke="#db2777" strokeWidth="10" />
      <circle cx="256" cy="256" r="14" fill="#ffffff" />
    </svg>
  );
}

export function BrandLogo() {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label="Spinbook home"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
        borderRadius: 1,
        '&:focus-visible': { outline: '3px solid', outlineOffset: 2 },
      }}
    >
      <BrandMark />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.25rem' }}>
        Spinbook
      </Typography>
    </Box>
  );
}
