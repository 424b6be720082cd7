import {
  DJ_REVIEW_ACTION_LABELS,
  djReviewActionsFor,
  djStatusLabel,
  type DjReviewAction,
} from '../../../domain/dj-applications';
import type { AdminDj } from '../model/admin-dj';
import type { LiveQuery } from '../../../lib/firebase/live-states';

export interface RowAction {
  action: DjReviewAction;
  label: string;
  /** Names the DJ, so a screen reader hears which row the button acts on. */
  ariaLabel: string;
  color: 'success' | 'error' | 'warning' | 'primary';
}

const ACTION_COLORS: Readonly<Record<DjReviewAction, RowAction['color']>> = {
  approve: 'success',
  reject: 'error',
  suspend: 'warning',
  reactivate: 'primary',
};

/** The review buttons a row offers, straight from the domain's transition table. */
export function rowActions(dj: Pick<AdminDj, 'name' | 'status'>): RowAction[] {
  return djReviewActionsFor(dj.status).map((action) => ({
    action,
    label: DJ_REVIEW_ACTION_LABELS[action],
    ariaLabel: `${DJ_REVIEW_ACTION_LABELS[action]} ${dj.name}`,
    color: ACTION_COLORS[action],
  }));
}

export type StatusChipColor = 'warning' | 'success' | 'error' | 'default';

export function statusChip(dj: Pick<AdminDj, 'status' | 'suspendedReason'>): {
  label: string;
  color: StatusChipColor;
} {
  const label = djStatusLabel(dj.status, dj.suspendedReason);
  switch (dj.status) {
    case 'pending':
      return { label, color: 'warning' };
    case 'verified':
      return { label, color: 'success' };
    case 'suspended':
      return { label, color: dj.suspendedReason === 'rejected' ? 'error' : 'default' };
  }
}

/**
 * Changes whenever a live list shows a different set of profiles or
 * statuses; the count aggregations are asked again when it does.
 */
export function applicationListSignature(
  list: Pick<LiveQuery<Pick<AdminDj, 'id' | 'status'>>, 'status' | 'data'>,
): string {
  if (!list.data) return list.status;
  return list.data.map((dj) => `${dj.id}:${dj.status}`).join(',');
}
