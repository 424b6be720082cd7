import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

interface Props {
  onClick: () => void;
  loading: boolean;
  /** Offline, the next page cannot come from anywhere: say so instead of failing. */
  online: boolean;
  mt?: number;
}

/** "Load more" under a paged list (discover, events). */
export function LoadMoreButton({ onClick, loading, online, mt = 3 }: Props) {
  return (
    <Box sx={{ textAlign: 'center', mt }}>
      <Button variant="outlined" onClick={onClick} disabled={loading || !online}>
        {loading ? 'Loading…' : online ? 'Load more' : 'Load more (needs a connection)'}
      </Button>
    </Box>
  );
}
