import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface CallToActionBannerProps {
  title: string;
  text: string;
  /** The first is the main action (filled), the second the alternative. */
  actions: readonly [{ label: string; to: string }, { label: string; to: string }];
}

/** The closing band of the information pages: a heading, a line and two links. */
export function CallToActionBanner({ title, text, actions }: CallToActionBannerProps) {
  const titleId = useId();
  const [main, other] = actions;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      sx={{
        mt: { xs: 6, md: 8 },
        p: { xs: 3, md: 5 },
        textAlign: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Typography id={titleId} variant="h5" component="h2">
        {title}
      </Typography>
      <Typography sx={{ mt: 1, opacity: 0.9 }}>{text}</Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 3, justifyContent: 'center' }}
      >
        <Button
          component={RouterLink}
          to={main.to}
          variant="contained"
          color="secondary"
          size="large"
        >
          {main.label}
        </Button>
        <Button
          component={RouterLink}
          to={other.to}
          variant="outlined"
          color="inherit"
          size="large"
        >
          {other.label}
        </Button>
      </Stack>
    </Paper>
  );
}
