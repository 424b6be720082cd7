import { createContext, useContext } from 'react';
import type { AnnounceOptions } from './announcer';

/**
 * Says `text` about `subject` in the app's polite live region, unless it is what was last
 * said about that subject (announcer.ts).
 */
export type Announce = (text: string, subject: string, options?: AnnounceOptions) => void;

/**
 * Outside <LiveAnnouncer> (a component's own unit test) nothing is said: the app shell
 * always renders one, and a screen that merely cannot announce still works.
 */
export const AnnounceContext = createContext<Announce>(() => undefined);

/** The app's `announce` (LiveAnnouncer.tsx). */
export function useAnnounce(): Announce {
  return useContext(AnnounceContext);
}
