import Alert from '@mui/material/Alert';

/** Said above a live list while the device is offline: what is shown comes from the cache. */
export function OfflineNotice({ saved }: { saved: string }) {
  return (
    <Alert severity="info" sx={{ mb: 2 }} role="status">
      You&apos;re offline — showing saved {saved}
    </Alert>
  );
}
