import { failedNotice, type Notice } from './messages';
import { isOneOf } from './one-of';

/**
 * DJ profile statuses and the admin's review actions (operations-side spec,
 * sections 2 and 4). The `reviewDjApplication` callable, the admin panel's
 * buttons and the tests all read this one table.
 */
export const DJ_STATUSES = ['pending', 'verified', 'suspended'] as const;
export type DjStatus = (typeof DJ_STATUSES)[number];

export const DJ_REVIEW_ACTIONS = ['approve', 'reject', 'suspend', 'reactivate'] as const;
export type DjReviewAction = (typeof DJ_REVIEW_ACTIONS)[number];

/**
 * Why a profile is suspended: a rejected application is stored as
 * `suspended` (as the spec says) but shown as "Rejected".
 */
export type SuspendedReason = 'rejected' | 'suspended';

export interface DjReviewTransition {
  action: DjReviewAction;
  from: DjStatus;
  to: DjStatus;
  /** Set on the profile with the new status; null clears it. */
  suspendedReason: SuspendedReason | null;
}

export const DJ_REVIEW_TRANSITIONS: readonly DjReviewTransition[] = [
  { action: 'approve', from: 'pending', to: 'verified', suspendedReason: null },
  { action: 'reject', from: 'pending', to: 'suspended', suspendedReason: 'rejected' },
  { action: 'suspend', from: 'verified', to: 'suspended', suspendedReason: 'suspended' },
  { action: 'reactivate', from: 'suspended', to: 'verified', suspendedReason: null },
];

export function isDjStatus(value: unknown): value is DjStatus {
  return isOneOf(DJ_STATUSES, value);
}

export function isDjReviewAction(value: unknown): value is DjReviewAction {
  return isOneOf(DJ_REVIEW_ACTIONS, value);
}

/** A profile with no status is treated as pending (spec, section 3). */
export function djStatusOf(value: unknown): DjStatus {
  return isDjStatus(value) ? value : 'pending';
}

export function findDjReviewTransition(
  status: DjStatus,
  action: DjReviewAction,
): DjReviewTransition | null {
  return DJ_REVIEW_TRANSITIONS.find((t) => t.from === status && t.action === action) ?? null;
}

/** The actions an admin can take on a profile in `status` (delete is always possible). */
export function djReviewActionsFor(status: DjStatus): DjReviewAction[] {
  return DJ_REVIEW_TRANSITIONS.filter((t) => t.from === status).map((t) => t.action);
}

export const DJ_REVIEW_ACTION_LABELS: Readonly<Record<DjReviewAction, string>> = {
  approve: 'Approve',
  reject: 'Reject',
  suspend: 'Suspend',
  reactivate: 'Reactivate',
};

/** The status chip an admin or the owner sees. */
export function djStatusLabel(status: DjStatus, reason?: SuspendedReason | null): string {
  switch (status) {
    case 'pending':
      return 'Pending';
    case 'verified':
      return 'Verified';
    case 'suspended':
      return reason === 'rejected' ? 'Rejected' : 'Suspended';
  }
}

/** Success toasts per action (spec section 8; suspend and reactivate titles are ours). */
export const DJ_REVIEW_SUCCESS: Readonly<Record<DjReviewAction, Notice>> = {
  approve: {
    title: 'DJ Application Approved',
    description: 'The DJ profile has been approved and is now live!',
  },
  reject: {
    title: 'DJ Application Rejected',
    description: 'The DJ application has been rejected.',
  },
  suspend: { title: 'DJ Suspended', description: 'The DJ profile is no longer listed.' },
  reactivate: { title: 'DJ Reactivated', description: 'The DJ profile is live again.' },
};

/**
 * What the admin's "DJ Suspended" toast adds to the spec's words: the bookings the suspension
 * cancelled (refunded in full) and the payouts it held for the admin (decision 0052).
 */
export function suspensionSummary(result: {
  closedRequests?: number;
  cancelledBookings?: number;
  heldPayouts?: number;
}): string {
  const parts: string[] = [];
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (result.closedRequests) {
    parts.push(`${count(result.closedRequests, 'open request', 'open requests')} closed`);
  }
  if (result.cancelledBookings) {
    parts.push(
      `${count(result.cancelledBookings, 'upcoming booking', 'upcoming bookings')} cancelled with a full refund`,
    );
  }
  if (result.heldPayouts) {
    parts.push(
      `${count(result.heldPayouts, 'payout', 'payouts')} held for your decision in Payouts`,
    );
  }
  return parts.length > 0 ? ` ${parts.join('; ')}.` : '';
}

/** Failure toasts per action ("Failed to ... DJ application. Please try again."). */
export const DJ_REVIEW_FAILURE: Readonly<Record<DjReviewAction, Notice>> = {
  approve: failedNotice('Approval Failed', 'approve DJ application'),
  reject: failedNotice('Rejection Failed', 'reject DJ application'),
  suspend: failedNotice('Suspension Failed', 'suspend DJ'),
  reactivate: failedNotice('Reactivation Failed', 'reactivate DJ'),
};

export const DJ_DELETE_CONFIRMATION =
  'Delete this DJ profile? Its photos and contact details are removed too, and the owner becomes a client. This cannot be undone.';

/** The account's Profile tab (operations-side spec: "Profile Updated", no text given). */
export const PROFILE_UPDATED: Notice = {
  title: 'Profile Updated',
  description: 'Your profile has been updated successfully.',
};
export const PROFILE_UPDATE_FAILED = failedNotice('Update Failed', 'update profile');

/*
 * The DJ profile's own toasts (public-side spec, error catalogue), word for word.
 * Where the two specs differ on a failure ("delete DJ profile" / "delete profile"),
 * the operations side's text is kept: it is the document that describes the DJ
 * dashboard, where the delete button is.
 */
export const DJ_PROFILE_CREATED: Notice = {
  title: 'DJ Profile Created',
  description: 'Your DJ profile has been submitted for review!',
};
export const DJ_PROFILE_UPDATED: Notice = {
  title: 'Profile Updated',
  description: 'Your DJ profile has been updated successfully!',
};
export const PROFILE_DELETED: Notice = {
  title: 'Profile Deleted',
  description: 'DJ profile has been deleted successfully.',
};
export const PROFILE_DELETE_FAILED = failedNotice('Deletion Failed', 'delete profile');

/**
 * The account's moderation standing, kept on moderation/{uid} (server-owned; it outlives
 * the profile). A rejection or suspension stays until an admin approves or reactivates,
 * so deleting the profile and applying again cannot wash it out.
 */
export type PriorModeration = SuspendedReason;

/** Entries kept on a moderation record (the audit log keeps everything). */
export const MODERATION_HISTORY_MAX = 50;

/** What a decision leaves on the account: the transition's reason, or none after approval. */
export function moderationAfter(transition: DjReviewTransition): PriorModeration | null {
  return transition.suspendedReason;
}

/** The standing a moderation record holds, whatever else is stored there. */
export function priorModerationOf(suspendedReason: unknown): PriorModeration | null {
  return suspendedReason === 'rejected' || suspendedReason === 'suspended' ? suspendedReason : null;
}

/**
 * The status a new application gets: auto-accept verifies it at once, unless the account
 * was rejected or suspended before, which always needs an admin.
 */
export function applicationStatus(
  autoAccept: boolean,
  prior: PriorModeration | null,
): Extract<DjStatus, 'pending' | 'verified'> {
  return autoAccept && prior === null ? 'verified' : 'pending';
}

/** Auto-accept leaves a re-application after a rejection or suspension to an admin. */
export const NEEDS_ADMIN_REVIEW =
  'This application needs an admin: the account was rejected or suspended before.';

/** The note an admin sees on a re-application (application row). */
export function priorModerationNote(prior: PriorModeration): string {
  return prior === 'rejected'
    ? 'Re-application: this account was rejected before.'
    : 'Re-application: this account was suspended before.';
}

/** Deleting a profile is refused while it still owes confirmed dates. */
export function profileDeleteBlocked(confirmedUpcoming: number): string {
  const bookings =
    confirmedUpcoming === 1
      ? '1 confirmed upcoming booking'
      : `${confirmedUpcoming} confirmed upcoming bookings`;
  const them = confirmedUpcoming === 1 ? 'it' : 'them';
  return `You have ${bookings}. Complete or cancel ${them} before deleting your profile.`;
}

/** The same refusal when an admin deletes someone else's profile. */
export function adminProfileDeleteBlocked(confirmedUpcoming: number): string {
  return `This DJ has ${confirmedUpcoming} confirmed upcoming booking${
    confirmedUpcoming === 1 ? '' : 's'
  }. They must be completed or cancelled before the profile can be deleted.`;
}

export const APPLICATION_ALREADY_EXISTS =
  'You already have a DJ profile. You can edit it on your DJ dashboard.';
export const NO_DJ_PROFILE = 'No DJ Profile Found';
/** The Profile tab's read-only e-mail note (kept in profile-schema.ts with its form). */
export { EMAIL_READ_ONLY as EMAIL_CANNOT_BE_CHANGED } from './profile-schema';
