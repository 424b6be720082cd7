import Stack from '@mui/material/Stack';
import { PageShell } from '../../../components/layout/PageShell';
import { DemoDataTools } from './DemoDataTools';
import { HealthPanel } from './HealthPanel';
import { PushLoopbackPanel } from './PushLoopbackPanel';
import { RouteChecker } from './RouteChecker';

/** /testing: admins only (RouteGuard checks the claim; every tool's function checks it again). */
export function SystemTestingPage() {
  return (
    <PageShell
      title="System Testing"
      subtitle="Check the services, the routes, the demo data and the pushes sent."
    >
      <Stack spacing={3}>
        <HealthPanel />
        <RouteChecker />
        <DemoDataTools />
        <PushLoopbackPanel />
      </Stack>
    </PageShell>
  );
}
