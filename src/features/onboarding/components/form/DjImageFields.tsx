import type { FormikProps } from 'formik';
import { ImageUploadField } from './ImageUploadField';

const IMAGE_FIELDS = [
  { name: 'photoUrl', kind: 'profile', label: 'Profile Photo' },
  { name: 'coverImageUrl', kind: 'cover', label: 'Cover Image' },
] as const;

type ImageField = (typeof IMAGE_FIELDS)[number]['name'];

interface DjImageFieldsProps<T extends Record<ImageField, string>> {
  formik: FormikProps<T>;
  disabled: boolean;
  /** Lets the form hold its submit while an upload runs. */
  onBusyChange: (busy: boolean) => void;
}

/** The photo and cover uploads both DJ forms share, in the same order and wording. */
export function DjImageFields<T extends Record<ImageField, string>>({
  formik,
  disabled,
  onBusyChange,
}: DjImageFieldsProps<T>) {
  return IMAGE_FIELDS.map(({ name, kind, label }) => (
    <ImageUploadField
      key={name}
      kind={kind}
      label={label}
      value={formik.values[name]}
      onChange={(url) => void formik.setFieldValue(name, url)}
      onBusyChange={onBusyChange}
      disabled={disabled}
    />
  ));
}
