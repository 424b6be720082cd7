import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type FocusEvent } from 'react';
import { FOCUS_TARGET_SX } from '../../../components/focus/focus-ring';
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
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  // The row holding focus, by id and place. Approving, rejecting or suspending moves a DJ out
  // of the Pending list: the focused button goes with its row and focus would fall to the
  // page's body. It goes to the row that took its place (or the one above, or the empty
  // list's text) instead, so the next application is one Tab away.
  const focusedRow = useRef<{ id: string; index: number } | null>(null);
  const rows = list.status === 'ready' ? list.data : null;
  useEffect(() => {
    const was = focusedRow.current;
    if (!was || !rows || rows.some((dj) => dj.id === was.id)) return;
    focusedRow.current = null;
    const active = document.activeElement;
    // Focus moved somewhere on purpose meanwhile (a dialog, another control): leave it there.
    if (active && active !== document.body && active.isConnected) return;
    const next = listRef.current?.children[Math.min(was.index, rows.length - 1)];
    (next instanceof HTMLElement ? next : emptyRef.current)?.focus({ preventScroll: true });
  }, [rows]);
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const row = (event.target as Element).closest('li');
    const index = row ? Array.prototype.indexOf.call(event.currentTarget.children, row) : -1;
    const dj = rows?.[index];
    focusedRow.current = dj ? { id: dj.id, index } : null;
  };
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    // No related target: focus fell to the body (a disabled or removed button); keep the row.
    const to = event.relatedTarget;
    if (to instanceof Node && !event.currentTarget.contains(to)) focusedRow.current = null;
  };

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
      <Box
        component="ul"
        ref={listRef}
        aria-label={label}
        onFocus={onFocus}
        onBlur={onBlur}
        sx={{ m: 0, p: 0 }}
      >
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
