import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { usePayoutDjName } from '../api/use-payout-dj-name';

/** A DJ in the payout lists: their name (the uid until it loads, or if it cannot) and profile. */
export function PayoutDjLink({ djId }: { djId: string }) {
  const name = usePayoutDjName(djId);
  if (!djId) return <>—</>;
  return (
    // break-word, not anywhere: a name wraps between its words, and a narrow table cannot
    // squeeze its column to one letter a line (anywhere lowers the cell's min-content width).
    <Link component={RouterLink} to={`/dj/${djId}`} sx={{ overflowWrap: 'break-word' }}>
      {name ?? djId}
    </Link>
  );
}
