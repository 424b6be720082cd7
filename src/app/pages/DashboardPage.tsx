import { ComingSoonPage } from '../../components/layout/ComingSoonPage';
import { AccountSummary } from '../../features/account/components/AccountSummary';
import { routeInfo } from '../route-table';

function DashboardFor({ path }: { path: '/dashboard' | '/dj-dashboard' }) {
  const info = routeInfo(path);
  return (
    <ComingSoonPage title={info.title} description={info.description} upcoming={info.upcoming}>
      <AccountSummary />
    </ComingSoonPage>
  );
}

export function DashboardPage() {
  return <DashboardFor path="/dashboard" />;
}

export function DjDashboardPage() {
  return <DashboardFor path="/dj-dashboard" />;
}
