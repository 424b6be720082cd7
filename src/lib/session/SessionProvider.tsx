import type { User } from 'firebase/auth';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { isRole } from '../../domain/roles';
import { useAfterInteractive } from '../firebase/use-after-interactive';
import { SessionContext, type Session } from './session-context';
import { hadSession, rememberSession } from './session-hint';

/** One object, so a re-render of the provider does not re-render every consumer. */
const SIGNED_OUT: Session = { status: 'signed-out' };
const LOADING_FROM_SERVER: Session = { status: 'loading', fromServer: true };

/**
 * Tracks the signed-in user without putting firebase/auth in the entry chunk:
 * the auth module is imported after first paint, and until it answers the
 * session is `loading` (the navigation bar shows a placeholder).
 * `onSessionEnded` runs when the server ended this session (a role taken
 * away revokes it): the app signs out and says why.
 */
export function SessionProvider({
  children,
  onSessionEnded,
  deferAuth = false,
}: {
  children: ReactNode;
  onSessionEnded: () => void;
  /**
   * A server-rendered page: unless this browser was signed in last time, firebase/auth
   * waits until the page is interactive (use-after-interactive.ts), like the live layer.
   */
  deferAuth?: boolean;
}) {
  const [session, setSession] = useState<Session>({ status: 'loading' });
  const [deferring] = useState(() => deferAuth && !hadSession());
  const interactive = useAfterInteractive(deferring);
  const mayLoad = !deferring || interactive;

  // Someone who was not signed in last time is taken as signed out once the page has
  // hydrated (the server rendered `loading`), so Sign In works at once; firebase/auth
  // confirms it, or corrects it, when it loads.
  // The switch is a transition: it re-renders every consumer (a profile page is one), and
  // as an urgent update right after hydration that was one long task on a phone.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (deferring) startTransition(() => setHydrated(true));
  }, [deferring]);
  const shown: Session =
    session.status !== 'loading'
      ? session
      : deferring && hydrated
        ? SIGNED_OUT
        : deferAuth
          ? LOADING_FROM_SERVER
          : session;
  // A ref, so the auth listener set up once below always calls the latest handler.
  const sessionEnded = useRef(onSessionEnded);
  useEffect(() => {
    sessionEnded.current = onSessionEnded;
  }, [onSessionEnded]);

  useEffect(() => {
    if (!mayLoad) return undefined;
    let unsubscribe: (() => void) | undefined;
    let stopWatchingClaims: (() => void) | undefined;
    let watchedUid: string | null = null;
    let cancelled = false;

    const watchClaimsOf = (user: User | null) => {
      if (user?.uid === watchedUid) return;
      stopWatchingClaims?.();
      stopWatchingClaims = undefined;
      watchedUid = user?.uid ?? null;
      if (!user) return;
      void import('./claims-refresh').then(({ watchClaims }) => {
        if (cancelled || watchedUid !== user.uid) return;
        stopWatchingClaims = watchClaims(user, () => sessionEnded.current());
      });
    };

    void Promise.all([import('firebase/auth'), import('../firebase/auth')]).then(
      ([{ onIdTokenChanged }, { auth }]) => {
        if (cancelled) return;
        // onIdTokenChanged (not onAuthStateChanged) so a refreshed token with a
        // new role claim, or a profile change after sign-up, reaches the UI.
        unsubscribe = onIdTokenChanged(auth, (user) => {
          watchClaimsOf(user);
          rememberSession(user !== null);
          if (!user) {
            setSession(SIGNED_OUT);
            return;
          }
          void user
            .getIdTokenResult()
            .then((token) => token.claims.role)
            .catch(() => undefined)
            .then((role) => {
              if (cancelled) return;
              setSession({
                status: 'signed-in',
                user: {
                  uid: user.uid,
                  email: user.email,
                  displayName: user.displayName,
                  photoURL: user.photoURL,
                  role: isRole(role) ? role : null,
                },
              });
            });
        });
      },
      () => {
        if (!cancelled) setSession(SIGNED_OUT);
      },
    );

    return () => {
      cancelled = true;
      unsubscribe?.();
      stopWatchingClaims?.();
    };
  }, [mayLoad]);

  return <SessionContext.Provider value={shown}>{children}</SessionContext.Provider>;
}
