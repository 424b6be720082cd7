import { bookingNoticeId, type NotificationRecipient } from './booking-notifications';
import { BOOKING_STATUSES, type BookingStatus } from './booking-states';
import { TRANSITIONS } from './booking-transitions';

/**
 * The statuses only one person can move a booking into, with that person: the DJ accepts
 * (confirmed) and marks completed. From the lifecycle table, so a new row cannot make this
 * list wrong. The system's rows are left out: they never echo anyone's own action, and the
 * system's completion once the event is over (decision 0054) came after the echoes this
 * looks for had stopped being written.
 */
const SOLE_MOVER: ReadonlyMap<BookingStatus, NotificationRecipient> = new Map(
  BOOKING_STATUSES.flatMap((status) => {
    const actors = new Set(
      TRANSITIONS.filter((t) => t.to === status)
        .flatMap((t) => t.actors)
        .filter((a) => a !== 'system'),
    );
    const [only] = [...actors];
    return actors.size === 1 && (only === 'client' || only === 'dj')
      ? [[status, only] as const]
      : [];
  }),
);

/**
 * Whether a stored booking notice reports its reader's own action back to them: the copy a DJ
 * got of their own accept ("You accepted Jordan Lee's booking …") or completion. The trigger
 * has written none since decision 0042 (bookingNotices leaves the actor out), but those it
 * wrote before stay in people's lists, and the lists leave them out (decision 0047). Told by
 * the notice's id (bookingNoticeId, `<booking>_<status>_<recipient>`): the recipient of a
 * status only they can cause is its actor. A cancellation may be either party's doing, which
 * the id does not say, so those are kept.
 */
export function isOwnActionEcho(noticeId: string): boolean {
  for (const [status, mover] of SOLE_MOVER) {
    if (noticeId.endsWith(bookingNoticeId('', status, mover))) return true;
  }
  return false;
}
