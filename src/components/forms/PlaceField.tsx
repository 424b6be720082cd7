import { useEffect, useState } from 'react';
import type { FocusEventHandler, ReactNode, SyntheticEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { preloadPlaces, resolvePlace, searchPlaces, type Place } from '../../lib/gazetteer';
import { useValueFromBeforeHydration } from './use-value-from-before-hydration';

export interface PlaceFieldProps {
  id: string;
  label: string;
  text: string;
  /** Every keystroke, as a plain text field would. */
  onTextChange(text: string): void;
  /** A suggestion chosen (or Enter on text that resolvePlace() resolves); null when the text is edited afterwards. */
  onPlaceChange(place: Place | null): void;
  placeholder?: string;
  helperText?: ReactNode;
  error?: boolean;
  name?: string;
  onBlur?: FocusEventHandler;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  inputAriaLabel?: string;
  /** Whether Enter on free text looks it up as a place (default). Off where Enter must do nothing. */
  resolveOnEnter?: boolean;
}

/** Long enough to skip the searches between keystrokes, short enough to feel immediate. */
const DEBOUNCE_MS = 150;

/**
 * A text field for a US city or ZIP with offline suggestions (src/lib/gazetteer, decision
 * 0022). The gazetteer chunks are fetched on first focus or typing, never before, so a page
 * that shows the field but is not used costs nothing. The text stays the caller's (free
 * text is allowed); a place is reported only when one is chosen or the text resolves.
 */
export function PlaceField({
  id,
  label,
  text,
  onTextChange,
  onPlaceChange,
  placeholder,
  helperText,
  error,
  name,
  onBlur,
  size,
  fullWidth,
  inputAriaLabel,
  resolveOnEnter = true,
}: PlaceFieldProps) {
  const [active, setActive] = useState(false);
  const [selected, setSelected] = useState<Place | null>(null);
  const [options, setOptions] = useState<Place[]>([]);
  const [loading, setLoading] = useState(false);
  const query = text.trim().length >= 2 ? text : '';
  // Text typed into a server-rendered box before the app took it over counts as typing.
  const fieldRef = useValueFromBeforeHydration(text, (typed) => {
    setActive(true);
    onTextChange(typed);
  });

  useEffect(() => {
    if (!active || !query) return;
    let current = true;
    const timer = setTimeout(() => {
      setLoading(true);
      searchPlaces(query)
        .then((places) => {
          if (current) setOptions(places);
        })
        .catch(() => {
          // Offline before the data was ever fetched: no suggestions, free text still works.
          if (current) setOptions([]);
        })
        .finally(() => {
          if (current) setLoading(false);
        });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [active, query]);

  const choose = (place: Place | null) => {
    setSelected(place);
    onPlaceChange(place);
    if (place) onTextChange(place.label);
  };

  const handleChange = (_event: SyntheticEvent, value: Place | string | null) => {
    if (value === null) choose(null);
    else if (typeof value !== 'string') choose(value);
    else if (resolveOnEnter) {
      // Enter on free text: accept it only if it names one place unambiguously.
      resolvePlace(value)
        .then((place) => choose(place))
        .catch(() => choose(null));
    }
  };

  const handleInputChange = (_event: SyntheticEvent, value: string, reason: string) => {
    // 'reset' is MUI writing the chosen option's label back; choose() already reported it.
    if (reason === 'reset') return;
    setActive(true);
    onTextChange(value);
    if (selected) {
      setSelected(null);
      onPlaceChange(null);
    }
  };

  return (
    <Autocomplete<Place, false, false, true>
      id={id}
      freeSolo
      // The suggestions render next to the field, inside the page's landmarks, not in a
      // portal at the end of <body> (axe best-practice "region").
      disablePortal
      fullWidth={fullWidth}
      size={size}
      value={selected}
      inputValue={text}
      options={query ? options : []}
      // The gazetteer already filtered and ranked the options for this text.
      filterOptions={(places) => places}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
      isOptionEqualToValue={(option, value) =>
        option.label === (typeof value === 'string' ? value : value.label)
      }
      onChange={handleChange}
      onInputChange={handleInputChange}
      onFocus={() => {
        setActive(true);
        preloadPlaces();
      }}
      loading={loading && options.length === 0}
      loadingText="Loading places…"
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={name}
          placeholder={placeholder}
          helperText={helperText}
          error={error}
          onBlur={onBlur}
          inputRef={fieldRef}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              ...(inputAriaLabel ? { 'aria-label': inputAriaLabel } : {}),
            },
          }}
        />
      )}
    />
  );
}
