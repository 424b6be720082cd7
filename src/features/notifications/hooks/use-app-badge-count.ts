import { useNotifications } from '../api/use-notifications';
import { usePendingRequestCount } from '../api/use-pending-request-count';
import { appBadgeCount } from '../model/app-presence';

/**
 * The installed app's badge while it is open: unread message notices (the bell's own listener;
 * the SDK shares one watch per query) plus, for a DJ, requests waiting for an answer. Null until
 * both have answered, so the badge never flashes a partial count.
 */
export function useAppBadgeCount(uid: string, isDj: boolean): number | null {
  const notifications = useNotifications(uid);
  const pending = usePendingRequestCount(uid, isDj);
  if (notifications.status !== 'ready') return null;
  if (isDj && pending === null) return null;
  return appBadgeCount(notifications.data, pending ?? 0);
}
