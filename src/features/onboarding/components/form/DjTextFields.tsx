import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { FIELD_LIMITS } from '../../../../domain';
import { textFieldProps, withHint } from './field-props';
import { DjLocationField, DjTravelRadiusField, type DjPlaceFormValues } from './DjPlaceFields';

type SharedField =
  'name' | 'bio' | 'location' | 'phone' | 'email' | 'websiteUrl' | 'youtubeUrl' | 'instagramUrl';

export const BIO_HINT =
  'You can format with <p>, <br>, <strong>, <em>, <u> and <a href="…">; anything else is removed.';

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
        <TextField {...field('name')} label="DJ / Artist Name" required autoComplete="nickname" />
        <DjLocationField formik={formik} />
      </Box>
      <Box sx={twoColumns}>
        <DjTravelRadiusField formik={formik} disabled={disabled} />
      </Box>
      {rateField}
      <TextField
        {...withHint(field('bio'), BIO_HINT)}
        label="Bio"
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.bio } }}
      />
      <Box sx={twoColumns}>
        <TextField {...field('phone')} label="Phone" type="tel" autoComplete="tel" />
        <TextField {...field('email')} label="Contact Email" type="email" autoComplete="email" />
      </Box>
      <TextField {...field('websiteUrl')} label="Website" type="url" placeholder="https://" />
      <Box sx={twoColumns}>
        <TextField
          {...field('youtubeUrl')}
          label="YouTube"
          type="url"
          placeholder="https://youtube.com/…"
        />
        <TextField
          {...field('instagramUrl')}
          label="Instagram"
          type="url"
          placeholder="https://instagram.com/…"
        />
      </Box>
    </>
  );
}
