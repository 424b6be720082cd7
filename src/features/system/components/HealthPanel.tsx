import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { GENERIC_ERROR } from '../../../domain/messages';
import {
  callableErrorMessage,
  firebaseConfig,
  systemHealth,
  usesEmulators,
  type HealthCheck,
  type SystemHealth,
} from '../api/system-calls';
import { ToolSection } from './ToolSection';

const STATUS_COLOR: Record<HealthCheck['status'], 'success' | 'warning' | 'error'> = {
  ok: 'success',
  unavailable: 'warning',
  error: 'error',
};

const CHECK_COLUMNS = ['Service', 'Status', 'Time', 'Details'] as const;

/** The system test runner: asks the functions to probe each service, and shows the answer. */
export function HealthPanel() {
  const [health, setHealth] = useState<SystemHealth | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  const run = async () => {
    setRunning(true);
    setError(null);
    try {
      setHealth(await systemHealth({}));
    } catch (e) {
      setHealth(null);
      setError(callableErrorMessage(e, `Functions did not answer. ${GENERIC_ERROR}`));
    } finally {
      setRunning(false);
    }
  };

  return (
    <ToolSection
      headingId="health-heading"
      title="System health"
      runLabel="Run System Tests"
      runningLabel="Running…"
      running={running}
      onRun={() => void run()}
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        This app talks to {usesEmulators ? 'the local emulators' : 'production'} (project{' '}
        {firebaseConfig.projectId}).
      </Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {health && (
        <>
          <Typography sx={{ mb: 1 }}>
            Backend: <strong>{health.mode}</strong>, project <strong>{health.projectId}</strong>,
            Firestore rules version <code>{health.rulesHash}</code>
          </Typography>
          <Table size="small" aria-label="Service checks">
            <TableHead>
              <TableRow>
                {CHECK_COLUMNS.map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {health.checks.map((check) => (
                <TableRow key={check.name}>
                  <TableCell>{check.name}</TableCell>
                  <TableCell>
                    <Chip size="small" label={check.status} color={STATUS_COLOR[check.status]} />
                  </TableCell>
                  <TableCell>{check.ms} ms</TableCell>
                  <TableCell>{check.detail}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </ToolSection>
  );
}
