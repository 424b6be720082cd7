import { collection, limit, orderBy, query } from 'firebase/firestore';
import { readOnlyConverter, useLiveQuery } from '../../../lib/firebase/live-data';
import { type LiveQuery } from '../../../lib/firebase/live-states';
import { parseContactMessage, type ContactMessageRow } from '../model/contact-message';

export const CONTACT_MESSAGES_PAGE_SIZE = 50;

const contactMessageConverter = readOnlyConverter(parseContactMessage);

/** Contact form messages, newest first, live. */
export function useContactMessages(max: number): LiveQuery<ContactMessageRow> {
  return useLiveQuery(
    'contactMessages',
    (db, size = max) =>
      query(
        collection(db, 'contactMessages').withConverter(contactMessageConverter),
        orderBy('createdAt', 'desc'),
        limit(size),
      ),
    { limit: max, label: 'Contact messages' },
  );
}
