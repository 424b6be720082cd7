import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppBadgeCount } from '../../features/notifications/hooks/use-app-badge-count';
import { useDevicePresence } from '../../features/notifications/hooks/use-device-presence';
import { openChatIdOf } from '../../features/notifications/model/app-presence';
import { applyAppBadge } from './app-badge';

/**
 * What the open app keeps current for a signed-in person (issue 40): this device's push
 * document (token, last use, the chat on screen) and the installed app's badge. Renders
 * nothing; mounted once, beside the bottom navigation.
 */
export function AppPresence({ uid, role }: { uid: string; role: string | null | undefined }) {
  const { pathname, search } = useLocation();
  useDevicePresence(uid, openChatIdOf(pathname, search));
  const badge = useAppBadgeCount(uid, role === 'dj');
  useEffect(() => {
    if (badge !== null) void applyAppBadge(badge);
  }, [badge]);
  return null;
}
