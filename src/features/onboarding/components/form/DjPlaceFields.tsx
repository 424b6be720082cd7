import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { lazy, Suspense, useRef } from 'react';
import { TRAVEL_RADII_MI } from '../../../../domain/geo';
import { textFieldProps } from './field-props';
import { coordinatesFor, PLACE_NOT_FOUND, type PlaceValues } from './dj-place';

// The suggestions field (MUI Autocomplete, ~12 KB gzip) loads with the form, not with the
// dashboards' first screen, which is over its budget otherwise (scripts/bundle-report.ts).
const PlaceField = lazy(() =>
  import('../../../../components/forms/PlaceField').then((m) => ({ default: m.PlaceField })),
);

export interface DjPlaceFormValues extends PlaceValues {
  travelRadiusMi: number;
}

/** formik.status of the DJ forms: set when a submit could not place the location. */
export interface DjFormStatus {
  placeNotFound?: boolean;
}

interface DjPlaceFieldsProps<T extends DjPlaceFormValues> {
  formik: FormikProps<T>;
  disabled: boolean;
}

/**
 * The Location field with place suggestions (choosing one sets baseLat/baseLng; editing
 * the text afterwards clears them) and "How far will you travel?".
 */
export function DjLocationField<T extends DjPlaceFormValues>({
  formik,
}: {
  formik: FormikProps<T>;
}) {
  const { values } = formik;
  // The label the coordinates belong to: typing anything else clears them.
  const placedLabel = useRef<string | null>(values.baseLat !== null ? values.location : null);
  // The text now, for a lookup that ends after more typing (its answer is then dropped).
  const latestText = useRef(values.location);
  const props = textFieldProps(formik, 'location');
  const status = formik.status as DjFormStatus | undefined;
  const placeNotFound = status?.placeNotFound === true && values.baseLat === null;

  const setCoordinates = (lat: number | null, lng: number | null) => {
    void formik.setFieldValue('baseLat', lat, false);
    void formik.setFieldValue('baseLng', lng, false);
  };

  // Leaving the field with a typed (not chosen) place: look it up, so the DJ learns before
  // submitting whether clients searching nearby will find them.
  const checkPlace = async () => {
    const text = values.location;
    if (values.baseLat !== null || !text.trim()) return;
    const coordinates = await coordinatesFor(values);
    if (latestText.current !== text) return;
    if (coordinates) {
      placedLabel.current = text;
      setCoordinates(coordinates.baseLat, coordinates.baseLng);
    }
    formik.setStatus({ ...status, placeNotFound: coordinates === null });
  };

  // Until the field loads: the same text, read-only, so nothing moves when it arrives.
  const loading = (
    <TextField
      id={props.id}
      label="Location *"
      placeholder="City, State"
      fullWidth
      value={values.location}
      error={props.error}
      helperText={props.helperText}
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  );

  return (
    <Box>
      <Suspense fallback={loading}>
        <PlaceField
          id={props.id}
          name={props.name}
          label="Location *"
          placeholder="City, State"
          fullWidth
          text={values.location}
          onBlur={(event) => {
            props.onBlur(event);
            void checkPlace();
          }}
          error={props.error}
          helperText={props.helperText ?? (placeNotFound ? PLACE_NOT_FOUND : undefined)}
          onTextChange={(text) => {
            latestText.current = text;
            void formik.setFieldValue('location', text);
            if (text !== placedLabel.current) {
              placedLabel.current = null;
              if (values.baseLat !== null || values.baseLng !== null) setCoordinates(null, null);
            }
          }}
          onPlaceChange={(place) => {
            placedLabel.current = place?.label ?? null;
            setCoordinates(place?.lat ?? null, place?.lng ?? null);
            if (place) formik.setStatus({ ...status, placeNotFound: false });
          }}
        />
      </Suspense>
    </Box>
  );
}

/** "How far will you travel?": a native select of the listed distances. */
export function DjTravelRadiusField<T extends DjPlaceFormValues>({
  formik,
  disabled,
}: DjPlaceFieldsProps<T>) {
  return (
    <TextField
      id="dj-field-travelRadiusMi"
      name="travelRadiusMi"
      label="How far will you travel?"
      select
      fullWidth
      disabled={disabled}
      value={String(formik.values.travelRadiusMi)}
      onChange={(event) => void formik.setFieldValue('travelRadiusMi', Number(event.target.value))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {TRAVEL_RADII_MI.map((miles) => (
        <option key={miles} value={miles}>
          {miles} miles
        </option>
      ))}
    </TextField>
  );
}
