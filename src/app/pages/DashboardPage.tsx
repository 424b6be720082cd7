import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '../../components/layout/PageShell';
import { BookingsPanel } from '../../features/my-bookings/components/BookingsPanel';
import { DjStandingNotice } from '../../features/onboarding/components/DjStandingNotice';
import { useSession, type SessionUser } from '../../lib/session/session-context';
import { routeInfo } from '../route-table';

// Every tab but My Bookings loads when opened: the dashboards' first visit stays within its
// budget (scripts/bundle-report.ts), and most visits open My Bookings. The profile forms bring
// the form kit (formik, the schemas, TextField) and the DJ's photo and place fields.
const ProfileTab = lazy(() =>
  import('../../features/account/components/ProfileTab').then((m) => ({ default: m.ProfileTab })),
);
const DjProfileTab = lazy(() =>
  import('../../features/onboarding/components/DjProfileTab').then((m) => ({
    default: m.DjProfileTab,
  })),
);
const PayoutsTab = lazy(() =>
  import('../../features/payouts/components/PayoutsTab').then((m) => ({ default: m.PayoutsTab })),
);
const EarningsTab = lazy(() =>
  import('../../features/payouts/components/EarningsTab').then((m) => ({
    default: m.EarningsTab,
  })),
);

// Settings and the push offer load on their own too: neither is needed to see the bookings.
const SettingsTab = lazy(() =>
  import('../../features/notifications/components/NotificationSettingsTab').then((m) => ({
    default: m.NotificationSettingsTab,
  })),
);
const PushPrompt = lazy(() => import('../pwa/PushPrompt'));
// The DJ's blocked days (issue 41).
const AvailabilityTab = lazy(() =>
  import('../../features/availability/components/AvailabilityTab').then((m) => ({
    default: m.AvailabilityTab,
  })),
);

function TabLoading({ label }: { label: string }) {
  return <CircularProgress aria-label={`Loading ${label}`} />;
}

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

/** What the person is told and on which devices (issue 40), on both dashboards. */
const SETTINGS_TAB: DashboardTab = {
  key: 'settings',
  label: 'Settings',
  render: (user) => (
    <Suspense fallback={<TabLoading label="settings" />}>
      <SettingsTab uid={user.uid} />
    </Suspense>
  ),
};

const CLIENT_TABS: readonly DashboardTab[] = [
  {
    key: 'bookings',
    label: 'My Bookings',
    render: (user) => <BookingsPanel viewer="client" uid={user.uid} />,
  },
  {
    key: 'profile',
    label: 'Profile',
    render: (user) => (
      <Suspense fallback={<TabLoading label="profile" />}>
        <ProfileTab uid={user.uid} email={user.email ?? ''} />
      </Suspense>
    ),
  },
  SETTINGS_TAB,
];

const DJ_TABS: readonly DashboardTab[] = [
  {
    key: 'bookings',
    label: 'My Bookings',
    render: (user) => (
      <>
        <DjStandingNotice uid={user.uid} />
        {/* Where a DJ sees why push matters: a request is won by answering first. */}
        <Suspense fallback={null}>
          <PushPrompt uid={user.uid} place="requests" />
        </Suspense>
        <BookingsPanel viewer="dj" uid={user.uid} />
      </>
    ),
  },
  {
    key: 'availability',
    label: 'Availability',
    render: (user) => (
      <Suspense fallback={<TabLoading label="availability" />}>
        <AvailabilityTab uid={user.uid} />
      </Suspense>
    ),
  },
  {
    key: 'dj-profile',
    label: 'DJ Profile',
    render: (user) => (
      <Suspense fallback={<TabLoading label="DJ profile" />}>
        <DjProfileTab uid={user.uid} />
      </Suspense>
    ),
  },
  // Stripe's onboarding returns to ?tab=payouts&onboarding=return|refresh (decision 0027).
  {
    key: 'payouts',
    label: 'Payouts',
    render: (user) => (
      <Suspense fallback={<TabLoading label="payouts" />}>
        <PayoutsTab uid={user.uid} />
      </Suspense>
    ),
  },
  {
    key: 'earnings',
    label: 'Earnings',
    render: (user) => (
      <Suspense fallback={<TabLoading label="earnings" />}>
        <EarningsTab uid={user.uid} />
      </Suspense>
    ),
  },
  SETTINGS_TAB,
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
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={current.key}
          onChange={(_, key: string) => select(key)}
          aria-label={info.title}
          // Four DJ tabs do not fit 360 px: they scroll inside the bar, never the page.
          variant="scrollable"
          allowScrollButtonsMobile
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
