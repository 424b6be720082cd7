import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

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
      <Box component="img" src="/favicon.svg" alt="" width={32} height={32} />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.25rem' }}>
        Spinbook
      </Typography>
    </Box>
  );
}
