import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { tidyList } from '../../../../domain';

interface ListAutocompleteProps {
  id: string;
  label: string;
  value: string[];
  suggestions: readonly string[];
  /** Maps an entry to the name it is stored under (genres: the vocabulary's canonical name). */
  canonical?: (entry: string) => string;
  onChange: (value: string[]) => void;
  onBlur: () => void;
  error?: string;
  hint: string;
  disabled: boolean;
}

/**
 * Genres or equipment: pick suggestions or type your own (Enter adds it).
 * Entries are tidied as they are added: renamed to their canonical form (a
 * typed "hip hop" becomes "Hip-Hop"), trimmed, empty ones and case-insensitive
 * duplicates dropped; length limits show as an error.
 */
export function ListAutocomplete({
  id,
  label,
  value,
  suggestions,
  canonical = (entry) => entry,
  onChange,
  onBlur,
  error,
  hint,
  disabled,
}: ListAutocompleteProps) {
  return (
    <Autocomplete<string, true, false, true>
      id={id}
      multiple
      freeSolo
      autoSelect
      filterSelectedOptions
      options={[...suggestions]}
      value={value}
      disabled={disabled}
      onChange={(_event, next) => onChange(tidyList(next.map(canonical)).map(String))}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error ?? hint}
          placeholder={value.length === 0 ? 'Pick or type, then press Enter' : undefined}
        />
      )}
    />
  );
}
