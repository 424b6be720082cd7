import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageShell } from '../../../components/layout/PageShell';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';
import { HOW_IT_WORKS_STEPS } from '../content/how-it-works';

/** /how-it-works: the five numbered steps and the two calls to action. */
export function HowItWorksPage() {
  return (
    <PageShell
      title="How It Works"
      subtitle="From finding the right DJ to the last track of the night, in five steps."
      maxWidth="md"
    >
      <Box
        component="ol"
        aria-label="Steps to book a DJ"
        sx={{ m: 0, p: 0, display: 'grid', gap: 2, listStyle: 'none' }}
      >
        {HOW_IT_WORKS_STEPS.map((step, index) => (
          <Paper
            component="li"
            key={step.title}
            variant="outlined"
            sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 2, alignItems: 'flex-start' }}
          >
            <Avatar
              aria-hidden
              sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 }}
            >
              {index + 1}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h5" component="h2">
                <Box component="span" style={VISUALLY_HIDDEN}>{`Step ${index + 1}: `}</Box>
                {step.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                {step.text}
              </Typography>
            </Box>
          </Paper>
        ))}
      </Box>
      <Box
        component="section"
        aria-labelledby="how-it-works-cta"
        sx={{ mt: 5, textAlign: 'center' }}
      >
        <Typography variant="h5" component="h2" id="how-it-works-cta">
          Ready when you are
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 2, justifyContent: 'center' }}
        >
          <Button component={RouterLink} to="/discover" variant="contained" size="large">
            Find a DJ Now
          </Button>
          <Button component={RouterLink} to="/become-dj" variant="outlined" size="large">
            Become a DJ
          </Button>
        </Stack>
      </Box>
    </PageShell>
  );
}
