import TextField, { type TextFieldProps } from '@mui/material/TextField';

type NativeSelectFieldProps<T extends string> = Omit<TextFieldProps, 'select' | 'children'> & {
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
};

/**
 * A text field that picks one of `options` through the platform's own select (a native
 * one keeps the phone's picker and costs no popover code), each shown by its label.
 */
export function NativeSelectField<T extends string>({
  options,
  labels,
  slotProps,
  ...props
}: NativeSelectFieldProps<T>) {
  return (
    <TextField {...props} select slotProps={{ ...slotProps, select: { native: true } }}>
      {options.map((option) => (
        <option key={option} value={option}>
          {labels[option]}
        </option>
      ))}
    </TextField>
  );
}
