import { useCallback, useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import {
  DJ_REVIEW_FAILURE,
  DJ_REVIEW_SUCCESS,
  PROFILE_DELETE_FAILED,
  suspensionSummary,
  type DjReviewAction,
} from '../../../domain/dj-applications';
import { deleteDjProfile, reviewDjApplication } from '../../../lib/firebase/callables';
import { callableErrorMessage } from '../../../lib/firebase/callable-error';

interface ActionTarget {
  id: string;
  name: string;
}

/**
 * Review and delete through the callables, with the spec's toasts. The lists
 * are live, so a changed profile moves by itself; `onChanged` lets the caller
 * refresh what is not live (the counts).
 */
export function useDjActions(onChanged: () => void) {
  const toast = useToast();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const track = useCallback(async (djId: string, work: () => Promise<void>) => {
    setBusy((prev) => new Set(prev).add(djId));
    try {
      await work();
    } finally {
      setBusy((prev) => {
        const next = new Set(prev);
        next.delete(djId);
        return next;
      });
    }
  }, []);

  const review = useCallback(
    (dj: ActionTarget, action: DjReviewAction) =>
      track(dj.id, async () => {
        try {
          const result = await reviewDjApplication({ djId: dj.id, action });
          const done = DJ_REVIEW_SUCCESS[action];
          toast({
            ...done,
            description:
              action === 'suspend'
                ? done.description + suspensionSummary(result ?? {})
                : done.description,
          });
          onChanged();
        } catch (error) {
          console.warn(`reviewDjApplication(${action}) failed`, error);
          const failure = DJ_REVIEW_FAILURE[action];
          toast({
            title: failure.title,
            description: callableErrorMessage(error, failure.description),
            variant: 'destructive',
          });
        }
      }),
    [onChanged, toast, track],
  );

  /** Resolves true when the profile is gone. */
  const remove = useCallback(
    async (dj: ActionTarget): Promise<boolean> => {
      let deleted = false;
      await track(dj.id, async () => {
        try {
          await deleteDjProfile({ djId: dj.id });
          deleted = true;
          toast({
            title: 'Profile Deleted',
            description: `${dj.name}'s DJ profile has been deleted.`,
          });
          onChanged();
        } catch (error) {
          console.warn('deleteDjProfile failed', error);
          toast({
            title: PROFILE_DELETE_FAILED.title,
            description: callableErrorMessage(error, PROFILE_DELETE_FAILED.description),
            variant: 'destructive',
          });
        }
      });
      return deleted;
    },
    [onChanged, toast, track],
  );

  return { busy, review, remove };
}
