import { DJ_CANCELLATION_REVIEW_COUNT } from '../../../domain/dj-cancellation';
import { num, str, toDate } from '../../../lib/firestore-values';

/** One of a DJ's cancellations as djCancellations/{djId}.recent keeps it (decision 0050). */
export interface DjCancellationEntry {
  bookingId: string;
  eventDate: string;
  clientName: string;
  reason: string;
  at: Date | null;
}

/** djCancellations/{djId}: a DJ's cancellations of confirmed bookings in the last 12 months. */
export interface DjCancellationsRow {
  djId: string;
  djName: string;
  countInWindow: number;
  lastAt: Date | null;
  /** When the third cancellation within 12 months flagged the DJ; null while not flagged. */
  flaggedAt: Date | null;
  /** Newest first. */
  recent: DjCancellationEntry[];
}

export function parseDjCancellations(
  id: string,
  data: Record<string, unknown>,
): DjCancellationsRow {
  const raw = Array.isArray(data.recent) ? (data.recent as unknown[]) : [];
  const recent = raw
    .filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null)
    .map((e) => ({
      bookingId: str(e.bookingId),
      eventDate: str(e.eventDate),
      clientName: str(e.clientName),
      reason: str(e.reason),
      at: toDate(e.at),
    }))
    .reverse();
  return {
    djId: id,
    djName: str(data.djName),
    countInWindow: num(data.countInWindow),
    lastAt: toDate(data.lastAt),
    flaggedAt: toDate(data.flaggedAt),
    recent,
  };
}

/** "3 in the last 12 months · under review" as the admin's row says it. */
export function cancellationCountText(row: DjCancellationsRow): string {
  const count = `${row.countInWindow} in the last 12 months`;
  return row.flaggedAt ? `${count} · review: ${DJ_CANCELLATION_REVIEW_COUNT} or more` : count;
}
