import type { FormikProps } from 'formik';

/** A field's error, shown once the person has left the field (or tried to submit). */
export function touchedError<T>(
  formik: FormikProps<T>,
  name: keyof T & string,
): string | undefined {
  const error: unknown = formik.errors[name];
  return formik.touched[name] && typeof error === 'string' && error ? error : undefined;
}

interface AuthFieldOptions {
  label: string;
  autoComplete: string;
  disabled: boolean;
}

/** Props of a required, full-width auth form input bound to a formik field. */
export function authFieldProps<T>(
  formik: FormikProps<T>,
  name: keyof T & string,
  { label, autoComplete, disabled }: AuthFieldOptions,
) {
  const error = touchedError(formik, name);
  return {
    name,
    label,
    autoComplete,
    required: true,
    fullWidth: true,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(error),
    helperText: error,
    disabled,
  };
}
