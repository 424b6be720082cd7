import { getIn, type FormikProps } from 'formik';
import { DJ_PROFILE_FIELD_LABELS } from '../../../../domain';
import { ImageUploadField } from './ImageUploadField';

const IMAGE_FIELDS = [
  { name: 'photoUrl', kind: 'profile' },
  { name: 'coverImageUrl', kind: 'cover' },
] as const;

type ImageField = (typeof IMAGE_FIELDS)[number]['name'];

interface DjImageFieldsProps<T extends Record<ImageField, string>> {
  formik: FormikProps<T>;
  disabled: boolean;
  /** Lets the form hold its submit while an upload runs. */
  onBusyChange: (busy: boolean) => void;
}

/**
 * The photo and cover uploads both DJ forms share, in the same order and wording (the
 * labels a refusal names them by). Their addresses are set by uploads, never typed, so a
 * refused one is shown under the field once a submit was tried.
 */
export function DjImageFields<T extends Record<ImageField, string>>({
  formik,
  disabled,
  onBusyChange,
}: DjImageFieldsProps<T>) {
  return IMAGE_FIELDS.map(({ name, kind }) => {
    const error: unknown = getIn(formik.errors, name);
    const shown = Boolean(getIn(formik.touched, name)) || formik.submitCount > 0;
    return (
      <ImageUploadField
        key={name}
        kind={kind}
        label={DJ_PROFILE_FIELD_LABELS[name]}
        value={formik.values[name]}
        onChange={(url) => {
          void formik.setFieldTouched(name, true, false);
          void formik.setFieldValue(name, url);
        }}
        onBusyChange={onBusyChange}
        disabled={disabled}
        error={shown && typeof error === 'string' ? error : undefined}
      />
    );
  });
}
