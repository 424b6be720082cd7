import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState, type ReactNode } from 'react';
import { HydrationSlice } from '../../../../components/layout/HydrationSlice';
import type { DjProfile } from '../../../../lib/dj-profile';
import { usePageSeed } from '../../../../lib/firebase/page-seeds';
import { reviewsSeedName } from '../../api/use-dj-reviews';
import { EquipmentTab } from './EquipmentTab';
import { MusicTab } from './MusicTab';
import { OverviewTab } from './OverviewTab';
import { ReviewsTab } from './ReviewsTab';

const TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'music', label: 'Music & Videos' },
  { key: 'equipment', label: 'Equipment' },
  { key: 'reviews', label: 'Reviews' },
] as const;

type TabKey = (typeof TABS)[number]['key'];

const tabId = (key: TabKey) => `dj-tab-${key}`;
const panelId = (key: TabKey) => `dj-tabpanel-${key}`;

function panelContent(key: TabKey, dj: DjProfile, active: boolean): ReactNode {
  switch (key) {
    case 'overview':
      return <OverviewTab dj={dj} />;
    case 'music':
      return <MusicTab dj={dj} />;
    case 'equipment':
      return <EquipmentTab dj={dj} />;
    case 'reviews':
      // Reviews are read when someone looks at them (a server-rendered page brings them).
      return <ReviewsTab dj={dj} active={active} />;
  }
}

/**
 * Overview, Music & Videos, Equipment and Reviews as MUI Tabs (arrow keys
 * move between tabs; each panel is labelled by its tab). Only the open
 * panel's content is rendered.
 */
export function ProfileTabs({ dj }: { dj: DjProfile }) {
  const [current, setCurrent] = useState<TabKey>('overview');
  // A server-rendered profile carries every panel but Music (its video embeds are heavy),
  // so a reader without JavaScript, or a crawler, sees the reviews too (document.ts shows
  // hidden panels when scripts are off). A profile opened in the app mounts the open panel only.
  const serverRendered = usePageSeed(reviewsSeedName(dj.id)) !== undefined;
  const rendered = (key: TabKey) => key === current || (serverRendered && key !== 'music');
  return (
    <Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <HydrationSlice>
          <Tabs
            value={current}
            onChange={(_, value: TabKey) => setCurrent(value)}
            aria-label={`${dj.name}'s profile`}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
          >
            {TABS.map((tab) => (
              <Tab
                key={tab.key}
                value={tab.key}
                label={tab.label}
                id={tabId(tab.key)}
                aria-controls={panelId(tab.key)}
              />
            ))}
          </Tabs>
        </HydrationSlice>
      </Box>
      {TABS.map((tab) => (
        <Box
          key={tab.key}
          role="tabpanel"
          id={panelId(tab.key)}
          aria-labelledby={tabId(tab.key)}
          hidden={tab.key !== current}
          tabIndex={tab.key === current ? 0 : undefined}
          sx={{
            pt: 3,
            outline: 'none',
            '&:focus-visible': { outline: '3px solid', outlineOffset: 4 },
          }}
        >
          {/* Each server-rendered panel hydrates and commits on its own (decision 0025). */}
          {rendered(tab.key) && (
            <HydrationSlice>{panelContent(tab.key, dj, tab.key === current)}</HydrationSlice>
          )}
        </Box>
      ))}
    </Box>
  );
}
