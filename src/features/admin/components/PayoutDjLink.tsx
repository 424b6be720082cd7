import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { usePayoutDjName } from '../api/use-payout-dj-name';

/** A DJ in the payout lists: their name (the uid until it loads, or if it cannot) and profile. */
export function PayoutDjLink({ djId }: { djId: string }) {
  const name = usePayoutDjName(djId);
  if (!djId) return <>—</>;
  return (
    <Link component={RouterLink} to={`/dj/${djId}`} sx={{ overflowWrap: 'anywhere' }}>
      {name ?? djId}
    </Link>
  );
}
