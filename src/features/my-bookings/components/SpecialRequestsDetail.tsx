import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { SpecialRequestsView } from '../model/booking-request-details';

/**
 * The client's special requests as one group of the booking card's <dl>, across its whole
 * width. Another person wrote the text: it is rendered as a React text node only, so markup
 * in it shows as typed. pre-line keeps the client's line breaks, overflow-wrap:anywhere
 * breaks a long unbroken word (a URL-like string) instead of widening the card, and a long
 * text shows its start with a Show more button (a real button: Tab and Enter or Space reach
 * it; aria-expanded says which way it is).
 */
export function SpecialRequestsDetail({ view }: { view: SpecialRequestsView }) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const collapsible = view.preview !== null;
  const shown = collapsible && !expanded ? view.preview : view.text;
  return (
    <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        Special requests
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <Typography
          id={textId}
          variant="body2"
          data-testid="special-requests"
          sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {shown}
        </Typography>
        {collapsible && (
          <Button
            size="small"
            variant="text"
            aria-expanded={expanded}
            aria-controls={textId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? 'Show less' : 'Show more'}
          </Button>
        )}
      </Box>
    </Box>
  );
}
