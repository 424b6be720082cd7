import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { DjReviewAction } from '../../../domain/dj-applications';
import type { AdminDj } from '../model/admin-dj';
import type { LiveQuery } from '../../../lib/firebase/live-data';
import { ApplicationRow } from './ApplicationRow';
import { LoadMoreFooter } from './LoadMoreFooter';

interface ApplicationListProps {
  list: LiveQuery<AdminDj>;
  /** What an empty list says ('No Pending Applications'). */
  emptyText: string;
  label: string;
  busy: ReadonlySet<string>;
  onReview: (dj: AdminDj, action: DjReviewAction) => void;
  onDelete: (dj: AdminDj) => void;
  onLoadMore: () => void;
}

export function ApplicationList({
  list,
  emptyText,
  label,
  busy,
  onReview,
  onDelete,
  onLoadMore,
}: ApplicationListProps) {
  if (list.status === 'loading') {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label={`Loading ${label.toLowerCase()}`} />
      </Box>
    );
  }
  if (list.status === 'error') {
    return <Alert severity="error">Failed to load DJ applications. Please try again.</Alert>;
  }
  if (list.data.length === 0) {
    return (
      <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
        {emptyText}
      </Typography>
    );
  }
  return (
    <>
      <Box component="ul" aria-label={label} sx={{ m: 0, p: 0 }}>
        {list.data.map((dj) => (
          <ApplicationRow
            key={dj.id}
            dj={dj}
            busy={busy.has(dj.id)}
            onReview={onReview}
            onDelete={onDelete}
          />
        ))}
      </Box>
      <LoadMoreFooter list={list} onLoadMore={onLoadMore} noun="applications" />
    </>
  );
}
