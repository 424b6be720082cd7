import {
  collection,
  limit,
  orderBy,
  query,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { parseContactMessage, type ContactMessageRow } from '../model/contact-message';
import { useLiveList, type ListQueryBuilder, type LiveList } from './use-live-list';

export const CONTACT_MESSAGES_PAGE_SIZE = 50;

const contactMessageConverter: FirestoreDataConverter<ContactMessageRow> = {
  toFirestore: (): DocumentData => {
    throw new Error('The admin panel does not write contact messages');
  },
  fromFirestore: (snap: QueryDocumentSnapshot): ContactMessageRow =>
    parseContactMessage(snap.id, snap.data()),
};

const buildQuery: ListQueryBuilder<ContactMessageRow> = (db, _param, max) =>
  query(
    collection(db, 'contactMessages').withConverter(contactMessageConverter),
    orderBy('createdAt', 'desc'),
    limit(max),
  );

/** Contact form messages, newest first, live. */
export function useContactMessages(max: number): LiveList<ContactMessageRow> {
  return useLiveList(buildQuery, '', max);
}
