import Stack from '@mui/material/Stack';
import { PageShell } from '../../../components/layout/PageShell';
import { DemoDataTools } from './DemoDataTools';
import { HealthPanel } from './HealthPanel';
import { RouteChecker } from './RouteChecker';

/** /testing: admins only (RouteGuard checks the claim; every tool's function checks it again). */
export function SystemTestingPage() {
  return (
    <PageShell title="System Testing" subtitle="Check the services, the routes and the demo data.">
      <Stack spacing={3}>
        <HealthPanel />
        <RouteChecker />
        <DemoDataTools />
      </Stack>
    </PageShell>
  );
}
