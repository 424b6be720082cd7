import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { FOCUS_TARGET_SX } from '../../../components/focus/focus-ring';
import { useFocusAfterRemoval } from '../../../components/focus/use-focus-after-removal';
import type { DjReviewAction } from '../../../domain/dj-applications';
import type { AdminDj } from '../model/admin-dj';
import type { LiveQuery } from '../../../lib/firebase/live-states';
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
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const rows = list.status === 'ready' ? list.data : null;
  // Approving, rejecting or suspending moves a DJ out of the Pending list with the focused
  // button: focus goes to the row that took its place (or the one above, or the empty text).
  const focus = useFocusAfterRemoval<HTMLUListElement>(
    rows?.map((dj) => dj.id) ?? null,
    () => emptyRef.current,
  );

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
      <Typography
        ref={emptyRef}
        tabIndex={-1}
        sx={{ py: 4, textAlign: 'center', ...FOCUS_TARGET_SX }}
        color="text.secondary"
      >
        {emptyText}
      </Typography>
    );
  }
  return (
    <>
      <Box component="ul" {...focus.listProps} aria-label={label} sx={{ m: 0, p: 0 }}>
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
