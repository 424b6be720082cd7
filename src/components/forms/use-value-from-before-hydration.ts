type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Takes over what a person typed or picked in a server-rendered field before the app took
 * the field over. React 19.3 leaves that value in the field while hydrating but never tells
 * the component (its replay of such changes sits behind the `enableHydrationChangeEvent`
 * flag, off in the release), so the next render of the controlled field silently puts the
 * server's value back: a date picked on a phone in the first second of /discover reverted.
 *
 * Returns a ref for the `<input>`/`<select>` (MUI: `inputRef`). React calls it once the field
 * is in the page and its value set: at hydration that is when the field's own slice hydrates,
 * which can be after the component holding the state. A value in the field that differs from
 * the state is handed to `adopt`. Otherwise React has just written the state into the field,
 * so the two agree and nothing happens.
 */
export function useValueFromBeforeHydration<T extends FormField = HTMLInputElement>(
  value: string,
  adopt: (fieldValue: string) => void,
): (field: T | null) => void {
  return (field) => {
    if (field && field.value !== value) adopt(field.value);
  };
}
