import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageShell } from '../../../components/layout/PageShell';
import { useSession } from '../../../lib/session/session-context';
import { isNew, unreadIds } from '../model/notification';
import { markNotificationsRead, useNotifications } from '../api/use-notifications';
import { NotificationText } from './NotificationText';

/** What was unread when the page first had its list: shown as New while it stays open. */
interface Opening {
  at: Date;
  fresh: ReadonlySet<string>;
}

/**
 * /notifications: the list the bell opens, as a page of its own for phones, where the bottom
 * navigation links to it (issue 38, item 1). Opening it reads what it shows, as opening the
 * bell's menu does (decision 0042): the count clears, and those stay marked New until the
 * page is left. RouteGuard shows "Please Sign In" to anyone signed out.
 */
export function NotificationsPage() {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return <NotificationsList uid={session.user.uid} />;
}

function NotificationsList({ uid }: { uid: string }) {
  const state = useNotifications(uid);
  const items = state.status === 'ready' ? state.data : [];
  const [opening, setOpening] = useState<Opening | null>(null);
  // The first answer from the server, not the offline cache's: what it says unread is read now.
  const settled = state.status === 'ready' && !state.fromCache;
  if (opening === null && settled) {
    // Set while rendering (React's pattern for state that follows a prop), so the first
    // list drawn already knows what is New.
    setOpening({ at: new Date(), fresh: new Set(unreadIds(state.data)) });
  }

  useEffect(() => {
    if (!opening || opening.fresh.size === 0) return;
    markNotificationsRead(uid, [...opening.fresh]).catch((error: unknown) =>
      console.warn('Could not mark the notifications read', error),
    );
  }, [opening, uid]);

  const now = opening?.at ?? new Date();
  return (
    <PageShell
      title="Notifications"
      subtitle="Updates on your bookings, payouts and messages."
      maxWidth="sm"
    >
      {state.status === 'error' && (
        <Alert severity="error">Notifications could not be loaded.</Alert>
      )}
      {state.status === 'ready' && items.length === 0 && (
        <Typography color="text.secondary">No notifications yet.</Typography>
      )}
      {items.length > 0 && (
        <Paper variant="outlined">
          <List disablePadding aria-label="Notifications" data-testid="notifications-list">
            {items.map((item) => {
              const fresh = opening ? isNew(item, opening.fresh) : !item.read;
              return (
                // A list may hold only list items (axe's list rule): the link goes inside one.
                <ListItem key={item.id} disablePadding divider>
                  <ListItemButton
                    component={RouterLink}
                    to={item.link}
                    data-new={fresh ? 'true' : undefined}
                    sx={{ alignItems: 'flex-start' }}
                  >
                    <NotificationText item={item} fresh={fresh} now={now} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </Paper>
      )}
    </PageShell>
  );
}

export default NotificationsPage;
