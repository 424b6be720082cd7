import MenuItem from '@mui/material/MenuItem';
import type { AppNotification } from '../model/notification';
import { NotificationText } from './NotificationText';

interface Props {
  item: AppNotification;
  /** Shown as new: unread when the list opened, or arrived since. */
  fresh: boolean;
  /** When the list opened: "Today" and "Yesterday" are counted from it. */
  now: Date;
  onOpen: (item: AppNotification) => void;
}

/** One notification in the bell's list: title, text, and when it came in the reader's time. */
export function NotificationMenuItem({ item, fresh, now, onOpen }: Props) {
  return (
    <MenuItem
      onClick={() => onOpen(item)}
      data-new={fresh ? 'true' : undefined}
      sx={{ whiteSpace: 'normal', alignItems: 'flex-start' }}
    >
      <NotificationText item={item} fresh={fresh} now={now} />
    </MenuItem>
  );
}
