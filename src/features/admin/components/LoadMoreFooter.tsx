import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LiveQuery } from '../../../lib/firebase/live-states';

interface LoadMoreFooterProps {
  /** The list on screen. */
  list: Extract<LiveQuery<unknown>, { status: 'ready' }>;
  onLoadMore: () => void;
  /** What is counted, plural: 'applications'. */
  noun: string;
}

/** "Showing the 50 newest …" and a Load more button when older ones may exist. */
export function LoadMoreFooter({ list, onLoadMore, noun }: LoadMoreFooterProps) {
  const { hasMore, loadingMore } = list;
  if (!hasMore) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        Showing the {list.data.length} newest {noun}.
      </Typography>
      <Button onClick={onLoadMore} disabled={loadingMore} variant="outlined" size="small">
        {loadingMore ? 'Loading…' : 'Load more'}
      </Button>
    </Stack>
  );
}
