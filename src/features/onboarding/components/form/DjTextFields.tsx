import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { DJ_PROFILE_FIELD_LABELS as LABELS, FIELD_LIMITS } from '../../../../domain';
import { textFieldProps, withHint } from './field-props';
import { DjLocationField, DjTravelRadiusField, type DjPlaceFormValues } from './DjPlaceFields';

type SharedField =
  'name' | 'bio' | 'location' | 'phone' | 'email' | 'websiteUrl' | 'youtubeUrl' | 'instagramUrl';

/** The bio is plain text, shown as typed (decision 0037). */
export const BIO_HINT = 'Plain text. Leave an empty line between paragraphs.';

const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
} as const;

type DjTextValues = Record<SharedField, string> & DjPlaceFormValues;

interface DjTextFieldsProps<T extends DjTextValues> {
  formik: FormikProps<T>;
  disabled: boolean;
  /** The hourly rate input: a number in the application, plain text on the dashboard. */
  rateField: ReactNode;
}

/** The text fields both DJ forms share, in the same order and wording. */
export function DjTextFields<T extends DjTextValues>({
  formik,
  disabled,
  rateField,
}: DjTextFieldsProps<T>) {
  const field = (name: SharedField & keyof T) => ({
    ...textFieldProps(formik, name),
    disabled,
    fullWidth: true,
  });
  return (
    <>
      <Box sx={twoColumns}>
        <TextField {...field('name')} label={LABELS.name} required autoComplete="nickname" />
        <DjLocationField formik={formik} />
      </Box>
      <Box sx={twoColumns}>
        <DjTravelRadiusField formik={formik} disabled={disabled} />
      </Box>
      {rateField}
      <TextField
        {...withHint(field('bio'), BIO_HINT)}
        label={LABELS.bio}
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.bio } }}
      />
      <Box sx={twoColumns}>
        <TextField {...field('phone')} label={LABELS.phone} type="tel" autoComplete="tel" />
        <TextField {...field('email')} label={LABELS.email} type="email" autoComplete="email" />
      </Box>
      <TextField
        {...field('websiteUrl')}
        label={LABELS.websiteUrl}
        type="url"
        placeholder="https://"
      />
      <Box sx={twoColumns}>
        <TextField
          {...field('youtubeUrl')}
          label={LABELS.youtubeUrl}
          type="url"
          placeholder="https://youtube.com/…"
        />
        <TextField
          {...field('instagramUrl')}
          label={LABELS.instagramUrl}
          type="url"
          placeholder="https://instagram.com/…"
        />
      </Box>
    </>
  );
}
