import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageShell } from '../../components/layout/PageShell';
import { AccountSummary } from '../../features/account/components/AccountSummary';
import { ProfileTab } from '../../features/account/components/ProfileTab';
import { DjProfileTab } from '../../features/onboarding/components/DjProfileTab';
import { useSession, type SessionUser } from '../../lib/session/session-context';
import { routeInfo } from '../route-table';

/**
 * /dashboard and /dj-dashboard: the same frame, different tabs. The open tab
 * is in the URL (`?tab=profile`), so it can be linked to and survives a
 * reload; the first tab is the default and has no parameter.
 */
interface DashboardTab {
  key: string;
  label: string;
  render: (user: SessionUser) => ReactNode;
}

function BookingsPlaceholder({ who }: { who: 'client' | 'dj' }) {
  // Honest until the booking feature fills this tab: no claim that there are none.
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Typography variant="h5" component="h2" gutterBottom>
        My Bookings
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {who === 'client'
          ? 'Your bookings will be listed here soon. Meanwhile, find a DJ for your next event.'
          : 'Booking requests from clients will be listed here soon.'}
      </Typography>
      {who === 'client' && (
        <Button component={RouterLink} to="/discover" variant="contained">
          Find a DJ
        </Button>
      )}
    </Paper>
  );
}

const CLIENT_TABS: readonly DashboardTab[] = [
  { key: 'bookings', label: 'My Bookings', render: () => <BookingsPlaceholder who="client" /> },
  {
    key: 'profile',
    label: 'Profile',
    render: (user) => <ProfileTab uid={user.uid} email={user.email ?? ''} />,
  },
];

const DJ_TABS: readonly DashboardTab[] = [
  { key: 'bookings', label: 'My Bookings', render: () => <BookingsPlaceholder who="dj" /> },
  { key: 'dj-profile', label: 'DJ Profile', render: (user) => <DjProfileTab uid={user.uid} /> },
];

function DashboardFor({ path, tabs }: { path: string; tabs: readonly DashboardTab[] }) {
  const info = routeInfo(path);
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const first = tabs[0];
  const current = tabs.find((t) => t.key === params.get('tab')) ?? first;
  // The route guard only renders this page for a signed-in user.
  if (session.status !== 'signed-in' || !first || !current) return null;

  const select = (key: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (key === first.key) next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );

  return (
    <PageShell title={info.title} subtitle={info.description}>
      <AccountSummary />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: 3 }}>
        <Tabs
          value={current.key}
          onChange={(_, key: string) => select(key)}
          aria-label={info.title}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.key}
              value={tab.key}
              label={tab.label}
              id={`dashboard-tab-${tab.key}`}
              aria-controls={`dashboard-tabpanel-${tab.key}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box
        role="tabpanel"
        id={`dashboard-tabpanel-${current.key}`}
        aria-labelledby={`dashboard-tab-${current.key}`}
        sx={{ pt: 3 }}
      >
        {current.render(session.user)}
      </Box>
    </PageShell>
  );
}

export function DashboardPage() {
  return <DashboardFor path="/dashboard" tabs={CLIENT_TABS} />;
}

export function DjDashboardPage() {
  return <DashboardFor path="/dj-dashboard" tabs={DJ_TABS} />;
}
