import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SECURITY_EVENT_TYPES } from '../model/security-event';
import {
  ALL_EVENT_TYPES,
  SECURITY_EVENTS_PAGE_SIZE,
  useSecurityEvents,
} from '../api/use-security-events';
import {
  securityEventTypeLabel,
  eventUser,
  formatDateTime,
  formatEventDetails,
} from './admin-format';
import { AdminSection } from './AdminSection';
import { LoadMoreFooter } from './LoadMoreFooter';

/** The most recent security events, live, filterable by type. */
export function SecurityEventsSection() {
  const [type, setType] = useState<string>(ALL_EVENT_TYPES);
  const [max, setMax] = useState(SECURITY_EVENTS_PAGE_SIZE);
  const events = useSecurityEvents(type, max);

  const filter = (
    <TextField
      select
      label="Event type"
      value={type}
      onChange={(e) => {
        setType(e.target.value);
        setMax(SECURITY_EVENTS_PAGE_SIZE);
      }}
      size="small"
      // "All types" is the empty value, which would otherwise leave the label over it.
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 220 }}
    >
      <option value={ALL_EVENT_TYPES}>All types</option>
      {SECURITY_EVENT_TYPES.map((t) => (
        <option key={t} value={t}>
          {securityEventTypeLabel(t)}
        </option>
      ))}
    </TextField>
  );

  return (
    <AdminSection
      title="Security events"
      description="Sign-in failures, refused requests, role changes and blocked content, newest first."
      action={filter}
    >
      {events.status === 'loading' && <CircularProgress aria-label="Loading security events" />}
      {events.status === 'error' && (
        <Alert severity="error">Failed to load security events. Please try again.</Alert>
      )}
      {events.status === 'ready' && events.data.length === 0 && (
        <Typography color="text.secondary">No security events.</Typography>
      )}
      {events.status === 'ready' && events.data.length > 0 && (
        <>
          {/* It scrolls (480 px high; sideways on a phone): a named, focusable region, so the
              keyboard can scroll it too (axe scrollable-region-focusable), as PayoutTable. Not
              "…security events": the section has that name, which admin.spec finds by. */}
          <TableContainer
            sx={{ maxHeight: 480 }}
            role="region"
            aria-label="Recent events"
            tabIndex={0}
          >
            <Table size="small" stickyHeader aria-label="Security events">
              <TableHead>
                <TableRow>
                  <TableCell>Time</TableCell>
                  <TableCell>Type</TableCell>
                  <TableCell>User</TableCell>
                  <TableCell>Details</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {events.data.map((event) => (
                  <TableRow key={event.id} data-testid="security-event">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(event.createdAt)}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={securityEventTypeLabel(event.type)}
                        data-testid="security-event-type"
                      />
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{eventUser(event)}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>
                      {formatEventDetails(event.details)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <LoadMoreFooter
            list={events}
            onLoadMore={() => setMax((n) => n + SECURITY_EVENTS_PAGE_SIZE)}
            noun="events"
          />
        </>
      )}
    </AdminSection>
  );
}
