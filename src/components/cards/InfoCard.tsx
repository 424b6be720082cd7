import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ElementType, ReactNode } from 'react';

interface InfoCardProps {
  title: string;
  text: string;
  /** A line above the title, such as "Step 1". */
  label?: ReactNode;
  /** The card's element, e.g. 'li' inside a list. */
  component?: ElementType;
  sx?: SxProps<Theme>;
}

/** An outlined card with a small heading and a line of text: a step, a benefit. */
export function InfoCard({ title, text, label, component = 'div', sx }: InfoCardProps) {
  return (
    <Paper component={component} variant="outlined" sx={sx}>
      {label}
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}
