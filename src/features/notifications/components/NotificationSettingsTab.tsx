import Stack from '@mui/material/Stack';
import { DevicesSection } from './DevicesSection';
import { NotificationPreferencesSection } from './NotificationPreferencesSection';

/**
 * A dashboard's Settings tab (issue 40): what the person is told and where. Loaded when the
 * tab opens, like the payout tabs: the dashboards' first visit has no room for it.
 */
export function NotificationSettingsTab({ uid }: { uid: string }) {
  return (
    <Stack spacing={3}>
      <NotificationPreferencesSection uid={uid} />
      <DevicesSection uid={uid} />
    </Stack>
  );
}
