import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

/**
 * "Find DJs free on Dec 12, 2026": the client's way on when a request ended without a DJ
 * (decision 0040), from `otherDjsLink` in src/domain/booking-decline.ts. The same link on My
 * Bookings' card and the booking page's progress (the payment result page makes it its main
 * button).
 */
export function FindDjsLink({ link }: { link: { label: string; href: string } }) {
  return (
    <Button component={RouterLink} to={link.href} variant="outlined" size="small">
      {link.label}
    </Button>
  );
}
