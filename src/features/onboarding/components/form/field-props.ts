import { getIn, type FormikProps } from 'formik';

/**
 * Props that wire an MUI TextField to a formik string field: value, change,
 * blur, and the field's error once it was touched (or a submit was tried).
 */
export function textFieldProps<T>(formik: FormikProps<T>, name: keyof T & string) {
  const error: unknown = getIn(formik.errors, name);
  const touched = Boolean(getIn(formik.touched, name)) || formik.submitCount > 0;
  const value: unknown = getIn(formik.values, name);
  const message = touched && typeof error === 'string' ? error : undefined;
  return {
    id: `dj-field-${name}`,
    name,
    value: typeof value === 'string' || typeof value === 'number' ? value : '',
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: message !== undefined,
    helperText: message,
  };
}

/** The helper text of a field: its error when shown, else `hint`. */
export function withHint<P extends { helperText?: string }>(props: P, hint: string): P {
  return { ...props, helperText: props.helperText ?? hint };
}
