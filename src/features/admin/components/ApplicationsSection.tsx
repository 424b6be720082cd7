import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { DJ_DELETE_CONFIRMATION } from '../../../domain/dj-applications';
import type { AdminDj } from '../model/admin-dj';
import { useApplicationCounts } from '../api/use-application-counts';
import { APPLICATIONS_PAGE_SIZE, useDjApplications } from '../api/use-dj-applications';
import { useDjActions } from '../hooks/use-dj-actions';
import { withCount } from './admin-format';
import { AdminSection } from './AdminSection';
import { ApplicationList } from './ApplicationList';
import { applicationListSignature } from './application-rows';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { StatisticsPanel } from './StatisticsPanel';

const TABS = ['pending', 'all', 'stats'] as const;
type TabKey = (typeof TABS)[number];

const tabId = (key: TabKey) => `admin-tab-${key}`;
const panelId = (key: TabKey) => `admin-tabpanel-${key}`;

/**
 * DJ application management: Pending, All Applications and Statistics. Both
 * lists stay subscribed (two small live queries) so the counts can be asked
 * again whenever either changes, whichever tab is open.
 */
export function ApplicationsSection() {
  const [tab, setTab] = useState<TabKey>('pending');
  const [pendingMax, setPendingMax] = useState(APPLICATIONS_PAGE_SIZE);
  const [allMax, setAllMax] = useState(APPLICATIONS_PAGE_SIZE);
  const pending = useDjApplications('pending', pendingMax);
  const all = useDjApplications('all', allMax);
  const { state: counts, refresh } = useApplicationCounts(
    pending.status === 'loading' || all.status === 'loading'
      ? null
      : `${applicationListSignature(pending)}|${applicationListSignature(all)}`,
  );
  const { busy, review, remove } = useDjActions(refresh);
  // Kept after closing, so the dialog's title does not change while it fades out.
  const [toDelete, setToDelete] = useState<AdminDj | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const askDelete = (dj: AdminDj) => {
    setToDelete(dj);
    setDeleteOpen(true);
  };

  const countOf = (key: 'pending' | 'total') =>
    counts.status === 'ready' ? counts.counts[key] : null;
  const labels: Record<TabKey, string> = {
    pending: withCount('Pending', countOf('pending')),
    all: withCount('All Applications', countOf('total')),
    stats: 'Statistics',
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    if (await remove(toDelete)) setDeleteOpen(false);
  };

  const lists = {
    pending: { list: pending, label: 'Pending applications', empty: 'No Pending Applications' },
    all: { list: all, label: 'All applications', empty: 'No DJ applications yet.' },
  };
  const growList = { pending: setPendingMax, all: setAllMax };

  const panel = (key: TabKey) => {
    if (key === 'stats') return <StatisticsPanel counts={counts} />;
    const { list, label, empty } = lists[key];
    return (
      <ApplicationList
        list={list}
        label={label}
        emptyText={empty}
        busy={busy}
        onReview={review}
        onDelete={askDelete}
        onLoadMore={() => growList[key]((n) => n + APPLICATIONS_PAGE_SIZE)}
      />
    );
  };

  return (
    <AdminSection
      title="DJ Applications"
      description="Approve or reject new DJs, suspend or reactivate verified ones."
    >
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_, value: TabKey) => setTab(value)}
          aria-label="DJ applications"
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          {TABS.map((key) => (
            <Tab
              key={key}
              value={key}
              label={labels[key]}
              id={tabId(key)}
              aria-controls={panelId(key)}
            />
          ))}
        </Tabs>
      </Box>
      {TABS.map((key) => (
        <Box
          key={key}
          role="tabpanel"
          id={panelId(key)}
          aria-labelledby={tabId(key)}
          hidden={key !== tab}
          sx={{ pt: 2 }}
        >
          {key === tab && panel(key)}
        </Box>
      ))}
      <ConfirmDialog
        open={deleteOpen}
        title={`Delete ${toDelete?.name ?? 'DJ profile'}?`}
        message={DJ_DELETE_CONFIRMATION}
        confirmLabel="Delete"
        destructive
        busy={toDelete !== null && busy.has(toDelete.id)}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleteOpen(false)}
      />
    </AdminSection>
  );
}
