import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatIsoDate } from '../../../domain/format';
import { DJ_CANCELLATIONS_PAGE_SIZE, useDjCancellations } from '../api/use-dj-cancellations';
import { cancellationCountText } from '../model/dj-cancellations';
import { formatDateTime } from './admin-format';
import { AdminSection } from './AdminSection';
import { LoadMoreFooter } from './LoadMoreFooter';

/**
 * DJs who cancelled bookings they had confirmed (decision 0050), the latest first: how many in
 * the last 12 months, each with its client, date and the DJ's reason. The third within 12
 * months flags the DJ for review; suspending them is the admin's call, in DJ applications.
 */
export function DjCancellationsSection() {
  const [max, setMax] = useState(DJ_CANCELLATIONS_PAGE_SIZE);
  const rows = useDjCancellations(max);

  return (
    <AdminSection
      title="DJ cancellations"
      description="Confirmed bookings DJs cancelled in the last 12 months. Clients were refunded in full; a third cancellation flags the DJ for review."
    >
      {rows.status === 'loading' && <CircularProgress aria-label="Loading DJ cancellations" />}
      {rows.status === 'error' && (
        <Alert severity="error">Failed to load DJ cancellations. Please try again.</Alert>
      )}
      {rows.status === 'ready' && rows.data.length === 0 && (
        <Typography color="text.secondary">No DJ has cancelled a confirmed booking.</Typography>
      )}
      {rows.status === 'ready' && rows.data.length > 0 && (
        <>
          <Box
            component="ul"
            aria-label="DJ cancellations"
            sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}
          >
            {rows.data.map((row) => (
              <Paper
                component="li"
                key={row.djId}
                variant="outlined"
                sx={{ p: 2, listStyle: 'none' }}
                data-testid="dj-cancellations"
              >
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    <Link
                      component={RouterLink}
                      to={`/dj/${row.djId}`}
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {row.djName || row.djId}
                    </Link>
                  </Typography>
                  {row.flaggedAt && <Chip size="small" color="warning" label="Review" />}
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {cancellationCountText(row)}
                </Typography>
                <Box component="ul" sx={{ mt: 1, mb: 0, pl: 2.5 }}>
                  {row.recent.map((c) => (
                    <Typography component="li" variant="body2" key={c.bookingId} sx={{ mt: 0.5 }}>
                      {`${formatIsoDate(c.eventDate)} with ${c.clientName || 'a client'}, cancelled ${formatDateTime(c.at)}: `}
                      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                        “{c.reason}”
                      </Box>
                    </Typography>
                  ))}
                </Box>
              </Paper>
            ))}
          </Box>
          <LoadMoreFooter
            list={rows}
            onLoadMore={() => setMax((n) => n + DJ_CANCELLATIONS_PAGE_SIZE)}
            noun="DJs"
          />
        </>
      )}
    </AdminSection>
  );
}
