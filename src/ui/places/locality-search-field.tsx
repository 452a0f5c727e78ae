import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import {
  PLACE_SEARCH_DEBOUNCE_MS,
  PLACE_SEARCH_MIN_LENGTH,
  localitiesOptions,
  type Locality,
} from '@/api/localities';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * Nothing found: the search knows towns and addresses, not every station's name ('Warszawa Wschodnia'
 * finds nothing without Google), so it says what to type instead (issue 31).
 */
export const LOCALITY_NOT_FOUND =
  'Nie znaleziono. Wpisz nazwę miejscowości (np. Warszawa) albo wskaż miejsce na mapie.';

interface LocalitySearchFieldProps {
  /** A picked result: the form takes its address and point (and name, where it wants one). */
  onPick: (locality: Locality) => void;
  required?: boolean;
  /** A message under the field (an error when `error` is set). */
  helperText?: string | undefined;
  error?: boolean;
}

/**
 * 'Wyszukaj miejsce': the one place search of the administration forms (place dialog, hotel pages,
 * home place, starting bases): Poland and Germany, asked 700 ms after typing stops (administration.md
 * §5, §9). The text typed stays, so a second pick can refine the first.
 */
export function LocalitySearchField({ onPick, required, helperText, error }: LocalitySearchFieldProps) {
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input, PLACE_SEARCH_DEBOUNCE_MS).trim();
  const found = useQuery(localitiesOptions(term));
  return (
    <Autocomplete<Locality>
      options={found.data ?? []}
      value={null}
      onChange={(_event, option) => option && onPick(option)}
      inputValue={input}
      onInputChange={(_event, text, reason) => reason !== 'reset' && setInput(text)}
      getOptionLabel={(option) => option.address}
      getOptionKey={(option) => option.id}
      filterOptions={(options) => options}
      loading={found.isFetching}
      loadingText="Wczytywanie…"
      noOptionsText={term.length < PLACE_SEARCH_MIN_LENGTH ? 'Wpisz co najmniej 2 znaki' : LOCALITY_NOT_FOUND}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Wyszukaj miejsce"
          required={required}
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}
