import { str, toDate } from '../../../lib/firestore-values';

export {
  isSecurityEventType,
  SECURITY_EVENT_TYPES,
  type SecurityEventType,
} from '../../../domain/security-events';

export interface SecurityEventRow {
  id: string;
  /** Kept as stored, so an unknown type still shows instead of vanishing. */
  type: string;
  uid: string | null;
  email: string | null;
  details: Record<string, unknown>;
  userAgent: string | null;
  createdAt: Date | null;
}

const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

export function parseSecurityEvent(id: string, data: Record<string, unknown>): SecurityEventRow {
  return {
    id,
    type: str(data.type, 'unknown'),
    uid: typeof data.uid === 'string' && data.uid ? data.uid : null,
    email: typeof data.email === 'string' && data.email ? data.email : null,
    details: record(data.details),
    userAgent: typeof data.userAgent === 'string' ? data.userAgent : null,
    createdAt: toDate(data.createdAt),
  };
}
