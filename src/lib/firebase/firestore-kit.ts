/**
 * The full Firestore SDK's runtime as the live hooks use it. live-data.ts reaches it only
 * through a dynamic import, so a server-rendered page hydrates without the SDK and opens its
 * listeners afterwards (issue 22); the api/ files that build queries get it as their `kit`
 * argument for the same reason (they import only types from 'firebase/firestore').
 */
export {
  collection,
  doc,
  documentId,
  getCountFromServer,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
} from 'firebase/firestore';
export { firestore as db } from './firestore';
