import { isValidDjId } from '../../domain';
import { readOnlyConverter, useLiveDoc } from './live-data';
import { type LiveDoc } from './live-states';
import { useSession } from '../session/session-context';
import { parseDj, type DjProfile } from '../dj-profile';

const djConverter = readOnlyConverter(parseDj);

export type DjState =
  /** The id cannot be a DJ id: nothing was read. */
  | { status: 'invalid-id'; data: undefined; error: null }
  /** `not-found` also covers a DJ the viewer may not see (rules: only verified DJs are public). */
  | LiveDoc<DjProfile>;

/**
 * djs/{id}, live; the id is checked before anything is read. The listener
 * restarts when the signed-in user changes: the rules let the owner and
 * admins read a profile that is not public. Shared by the DJ's profile page
 * and the booking page (which takes only verified DJs).
 */
/** The page seed of a DJ's profile document. */
export const djSeedName = (id: string): string => `djs/${id}`;

export function useDj(id: string): DjState {
  const session = useSession();
  const valid = isValidDjId(id);
  const viewer =
    session.status === 'loading' ? null : session.status === 'signed-in' ? session.user.uid : '';
  const key = valid && viewer !== null ? `djs/${id}@${viewer}` : null;
  const state = useLiveDoc(key, (db, { doc }) => doc(db, 'djs', id).withConverter(djConverter), {
    seed: djSeedName(id),
  });
  return valid ? state : { status: 'invalid-id', data: undefined, error: null };
}
