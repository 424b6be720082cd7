import {
  djStatusOf,
  priorModerationOf,
  type DjStatus,
  type PriorModeration,
  type SuspendedReason,
} from '../../../domain/dj-applications';
import { num, optStr, str, strList, toDate } from '../../../lib/firestore-values';

/** What the admin list reads from djs/{djId} (docs/data-model.md). */
export interface AdminDj {
  id: string;
  ownerUid: string;
  name: string;
  location: string;
  hourlyRateCents: number;
  genres: string[];
  photoUrl: string | null;
  status: DjStatus;
  suspendedReason: SuspendedReason | null;
  /** A re-application after a rejection or suspension (set by the server; waits for an admin). */
  priorModeration: PriorModeration | null;
  createdAt: Date | null;
}

const suspendedReasonOf = (v: unknown): SuspendedReason | null =>
  v === 'rejected' || v === 'suspended' ? v : null;

export function parseAdminDj(id: string, data: Record<string, unknown>): AdminDj {
  return {
    id,
    ownerUid: str(data.ownerUid, id),
    name: str(data.name, 'DJ'),
    location: str(data.location),
    hourlyRateCents: num(data.hourlyRateCents),
    genres: strList(data.genres),
    photoUrl: optStr(data.photoUrl),
    status: djStatusOf(data.status),
    suspendedReason: suspendedReasonOf(data.suspendedReason),
    priorModeration: priorModerationOf(data.priorModeration),
    createdAt: toDate(data.createdAt),
  };
}

/** djs/{djId}/private/contact: only the owner and admins may read it. */
export interface DjContact {
  phone: string | null;
  email: string | null;
}

export function parseDjContact(data: Record<string, unknown> | undefined): DjContact {
  return { phone: optStr(data?.phone), email: optStr(data?.email) };
}
