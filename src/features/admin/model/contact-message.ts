import { optStr, str, toDate } from '../../../lib/firestore-values';

/** contactMessages/{id}, written by the public contact form. */
export interface ContactMessageRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  uid: string | null;
  createdAt: Date | null;
}

export function parseContactMessage(id: string, data: Record<string, unknown>): ContactMessageRow {
  return {
    id,
    firstName: str(data.firstName),
    lastName: str(data.lastName),
    email: str(data.email),
    subject: str(data.subject),
    message: str(data.message),
    uid: optStr(data.uid),
    createdAt: toDate(data.createdAt),
  };
}
