import { useEffect, useRef, type RefObject } from 'react';

type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Takes over what a person typed or picked in a server-rendered field before the app took
 * the field over. React 19.3 leaves that value in the field while hydrating but never tells
 * the component (its replay of such changes sits behind the `enableHydrationChangeEvent`
 * flag, off in the release), so the next render of the controlled field silently puts the
 * server's value back: a date picked on a phone in the first second of /discover reverted.
 *
 * Once, when the field mounts, a value in the field that differs from the state is handed
 * to `adopt`. In a page the browser renders itself the two always agree, so it does nothing.
 * Attach the returned ref to the `<input>`/`<select>` (MUI: `inputRef`).
 */
export function useValueFromBeforeHydration<T extends FormField = HTMLInputElement>(
  value: string,
  adopt: (fieldValue: string) => void,
): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  useEffect(() => {
    const field = ref.current;
    if (field && field.value !== value) adopt(field.value);
    // Only at mount: the value compared is the one the server rendered; later changes
    // arrive through onChange as usual.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
