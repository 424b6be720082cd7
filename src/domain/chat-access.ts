import { canMessage, isBookingStatus } from './booking-states';

// Booking chat: who may talk in a booking's chat, and to whom.

/** The two people of a booking, as stored on bookings/{id}. */
export interface ChatParties {
  clientUid: string;
  djOwnerUid: string;
  clientName: string;
  djName: string;
  status: unknown;
}

export type ChatRole = 'client' | 'dj';

/** The caller's side of the booking, or null for an outsider. */
export function chatRoleOf(
  booking: Pick<ChatParties, 'clientUid' | 'djOwnerUid'>,
  uid: string,
): ChatRole | null {
  if (uid === booking.clientUid) return 'client';
  if (uid === booking.djOwnerUid) return 'dj';
  return null;
}

export type ChatAccess =
  | { ok: true; role: ChatRole; receiverUid: string; senderName: string }
  | { ok: false; reason: 'not-a-party' | 'not-open' };

/** May `uid` write in this booking's chat, and to whom? Shared by the callable and the screen. */
export function chatAccess(booking: ChatParties, uid: string): ChatAccess {
  const role = chatRoleOf(booking, uid);
  if (role === null) return { ok: false, reason: 'not-a-party' };
  if (!isBookingStatus(booking.status) || !canMessage(booking.status)) {
    return { ok: false, reason: 'not-open' };
  }
  return role === 'client'
    ? { ok: true, role, receiverUid: booking.djOwnerUid, senderName: booking.clientName }
    : { ok: true, role, receiverUid: booking.clientUid, senderName: booking.djName };
}

/** The label of the other party's role badge ("DJ" or "Client"). */
export function otherRoleLabel(role: ChatRole): 'DJ' | 'Client' {
  return role === 'client' ? 'DJ' : 'Client';
}
