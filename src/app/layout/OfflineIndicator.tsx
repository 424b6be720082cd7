import Chip from '@mui/material/Chip';
import { useOnlineStatus } from '../../lib/use-online-status';

/**
 * A small, always-visible "Offline" badge in the app bar. Pages that show
 * saved data add their own line about it; this says it on every page.
 */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  return (
    <span role="status" aria-live="polite">
      {!online && (
        <Chip
          label="Offline"
          size="small"
          data-testid="offline-indicator"
          title="You're offline. Pages and data you've seen still work; changes wait until you're back online."
          // warning.main, not .light: white on the light scheme's lighter orange was 3.7:1
          // (axe, issue 24); on warning.main its contrast text passes in both schemes.
          sx={{ bgcolor: 'warning.main', color: 'warning.contrastText', fontWeight: 700 }}
        />
      )}
    </span>
  );
}
