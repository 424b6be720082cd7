import Alert from '@mui/material/Alert';
import { PageShell } from '../../../../components/layout/PageShell';
import { BrowseDjsActions } from '../../../../components/layout/BrowseDjsActions';
import { INVALID_DJ_ID } from '../../../../domain';
import { usePageTitle } from '../../../../lib/page-title';

export const DJ_NOT_FOUND_TITLE = 'DJ Not Found';
export const DJ_NOT_FOUND_TEXT = "Sorry, we couldn't find the DJ you're looking for.";

/**
 * Missing, hidden (not verified) and unreadable profiles look the same, so
 * the page does not reveal that a pending profile exists.
 */
export function DjNotFound({ invalidId = false }: { invalidId?: boolean }) {
  // The same title the server's 404 page has (features/seo notFoundHead).
  usePageTitle(`${DJ_NOT_FOUND_TITLE} · Spinbook`);
  return (
    <PageShell title={DJ_NOT_FOUND_TITLE} subtitle={DJ_NOT_FOUND_TEXT} maxWidth="sm">
      {invalidId && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {INVALID_DJ_ID}
        </Alert>
      )}
      <BrowseDjsActions />
    </PageShell>
  );
}
