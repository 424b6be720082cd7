import type { FirestoreError } from 'firebase/firestore';
import type { LiveDoc, LiveQuery } from './live-states';

/** Live-data results for component tests that mock a feature's `api/` hook. */

export const loadingState = { status: 'loading', data: undefined, error: null } as const;

export const notFoundState = { status: 'not-found', data: undefined, error: null } as const;

export const readyDoc = <T>(data: T): LiveDoc<T> => ({
  status: 'ready',
  data,
  error: null,
  fromCache: false,
});

export const readyQuery = <T>(data: T[]): LiveQuery<T> => ({
  status: 'ready',
  data,
  error: null,
  fromCache: false,
  hasMore: false,
  loadingMore: false,
});

/** FirestoreError's constructor is private: an Error with its fields stands in. */
export const firestoreError = (code: FirestoreError['code']): FirestoreError =>
  Object.assign(new Error(code), { code, name: 'FirebaseError' }) as FirestoreError;
