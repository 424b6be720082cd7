import Box from '@mui/material/Box';
import ListItemText from '@mui/material/ListItemText';
import {
  formatNotificationTime,
  formatNotificationTimeFull,
} from '../../../domain/notification-time';
import type { AppNotification } from '../model/notification';

/**
 * What one notification says, wherever it is listed (the bell's menu, the phone's
 * /notifications page): a New label, its title, its text, and when it came in the reader's
 * time (decision 0042).
 */
export function NotificationText({
  item,
  fresh,
  now,
}: {
  item: AppNotification;
  fresh: boolean;
  now: Date;
}) {
  const when = item.createdAt ? formatNotificationTime(item.createdAt, now) : '';
  return (
    <ListItemText
      primary={
        <>
          {fresh && (
            // Words, not only bold or a dot: a screen reader says it as part of the item.
            <Box
              component="span"
              sx={{
                mr: 1,
                px: 0.75,
                borderRadius: 1,
                bgcolor: 'secondary.main',
                color: 'secondary.contrastText',
                fontSize: '0.75rem',
                fontWeight: 700,
                verticalAlign: 'middle',
              }}
            >
              New
            </Box>
          )}
          {item.title}
        </>
      }
      secondary={
        <>
          <Box component="span" sx={{ display: 'block' }}>
            {item.body}
          </Box>
          {when && item.createdAt && (
            <Box
              component="time"
              dateTime={item.createdAt.toISOString()}
              title={formatNotificationTimeFull(item.createdAt)}
              data-testid="notification-time"
              sx={{ display: 'block', mt: 0.5, fontSize: '0.75rem' }}
            >
              {when}
            </Box>
          )}
        </>
      }
      slotProps={{ primary: { sx: { fontWeight: fresh ? 700 : 400 } } }}
    />
  );
}
