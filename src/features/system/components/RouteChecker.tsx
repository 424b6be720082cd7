import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CHECKED_ROUTES, checkRoutes, type RouteCheckResult } from '../api/route-check';
import { ToolSection } from './ToolSection';

/** The button tester: renders each route in a hidden frame and reports what it showed. */
export function RouteChecker() {
  const [results, setResults] = useState<RouteCheckResult[]>([]);
  const [running, setRunning] = useState(false);

  const run = async () => {
    setRunning(true);
    setResults([]);
    await checkRoutes(CHECKED_ROUTES, (result) => setResults((r) => [...r, result]));
    setRunning(false);
  };

  const passed = results.filter((r) => r.ok).length;
  return (
    <ToolSection
      headingId="routes-heading"
      title="Route checker"
      runLabel="Check Routes"
      runningLabel="Checking…"
      running={running}
      onRun={() => void run()}
    >
      <Typography color="text.secondary">
        Loads {CHECKED_ROUTES.join(', ')} one after the other and reports the heading each rendered.
      </Typography>
      {results.length > 0 && (
        <>
          <Typography role="status" sx={{ mt: 2 }}>
            {running
              ? `Checked ${results.length} of ${CHECKED_ROUTES.length}…`
              : `${passed} of ${results.length} routes passed.`}
          </Typography>
          <List dense aria-label="Route check results">
            {results.map((r) => (
              <ListItem key={r.path} disableGutters>
                <Chip
                  size="small"
                  label={r.ok ? 'pass' : 'fail'}
                  color={r.ok ? 'success' : 'error'}
                  sx={{ mr: 2, minWidth: 48 }}
                />
                <ListItemText primary={r.path} secondary={`${r.detail} · ${r.ms} ms`} />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </ToolSection>
  );
}
