import { createContext, useContext } from 'react';
import type { Role } from '../../domain/roles';

export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  /** From the `role` custom claim; absent until the server grants one. */
  role: Role | null;
}

export type Session =
  /**
   * `fromServer`: a server-rendered page, whose app starts only when the visitor acts
   * (public/boot.js): until then the page must offer Sign In to the anonymous visitor.
   */
  | { status: 'loading'; fromServer?: boolean }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser };

export const SessionContext = createContext<Session>({ status: 'loading' });

export function useSession(): Session {
  return useContext(SessionContext);
}

/** What the navigation bar shows for a signed-in person. */
export function sessionLabel(user: Pick<SessionUser, 'displayName' | 'email'>): string {
  return user.displayName?.trim() || user.email || 'Account';
}
