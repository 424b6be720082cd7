import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ToolSectionProps {
  headingId: string;
  title: string;
  runLabel: string;
  runningLabel: string;
  running: boolean;
  onRun: () => void;
  children: ReactNode;
}

/** A check on /testing: its heading with the button that runs it, then what it found. */
export function ToolSection({
  headingId,
  title,
  runLabel,
  runningLabel,
  running,
  onRun,
  children,
}: ToolSectionProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography id={headingId} variant="h5" component="h2">
          {title}
        </Typography>
        <Button variant="contained" onClick={onRun} disabled={running}>
          {running ? runningLabel : runLabel}
        </Button>
      </Stack>
      {children}
    </Paper>
  );
}
