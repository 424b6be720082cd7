import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { setAutoAccept } from '../../../lib/firebase/callables';
import { callableErrorMessage } from '../../../lib/firebase/callable-error';
import { usePlatformConfig } from '../api/use-platform-config';
import { autoAcceptNotice } from './admin-format';
import { AdminSection } from './AdminSection';

export const AUTO_ACCEPT_LABEL = 'Auto-accept new DJ applications';

/**
 * The auto-accept switch. It shows the stored setting (config/platform, live)
 * and changes it only through `setAutoAccept`, because turning it on also
 * approves every pending application on the server.
 */
export function AutoAcceptCard() {
  const config = usePlatformConfig();
  const toast = useToast();
  /** The value asked for while the call runs. */
  const [saving, setSaving] = useState<boolean | null>(null);

  const change = async (enabled: boolean) => {
    setSaving(enabled);
    try {
      const result = await setAutoAccept({ enabled });
      toast(autoAcceptNotice(result));
    } catch (error) {
      console.warn('setAutoAccept failed', error);
      toast({
        title: 'Update Failed',
        description: callableErrorMessage(
          error,
          'Failed to update the auto-accept setting. Please try again.',
        ),
        variant: 'destructive',
      });
    } finally {
      setSaving(null);
    }
  };

  const stored = config.status === 'ready' && config.data.autoAcceptApplications;
  // No config/platform yet means the defaults: applications wait for review.
  const loaded = config.status === 'ready' || (config.status === 'not-found' && !config.error);
  return (
    <AdminSection
      title="DJ profile settings"
      description="When auto-accept is on, new applications go live without review, and turning it on approves every pending application."
    >
      {config.error ? (
        <Alert severity="error">Failed to load the platform settings. Please try again.</Alert>
      ) : (
        <FormControlLabel
          control={
            <Switch
              checked={saving ?? stored}
              disabled={!loaded || saving !== null}
              onChange={(_, checked) => void change(checked)}
            />
          }
          label={AUTO_ACCEPT_LABEL}
        />
      )}
    </AdminSection>
  );
}
