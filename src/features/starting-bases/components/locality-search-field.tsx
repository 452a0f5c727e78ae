import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { PLACE_SEARCH_DEBOUNCE_MS, localitiesOptions, type Locality } from '@/api/localities';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * 'Wyszukaj miejsce': the one place search (PL and DE, 700 ms, administration.md §5); picking a result
 * hands its address and point to the form, which keeps the address editable (a street number the
 * gazetteer does not know).
 */
export function LocalitySearchField({ onPick }: { onPick: (locality: Locality) => void }) {
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), PLACE_SEARCH_DEBOUNCE_MS);
  const found = useQuery(localitiesOptions(term));
  return (
    <Autocomplete<Locality>
      options={found.data ?? []}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      value={null}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(text);
      }}
      onChange={(_, option) => {
        if (option) onPick(option);
        setInput('');
      }}
      loading={found.isFetching}
      loadingText="Szukam..."
      noOptionsText={term.length < 2 ? 'Wpisz co najmniej 2 znaki' : 'Nie znaleziono miejsca'}
      renderOption={({ key, ...optionProps }, option) => (
        <li key={key} {...optionProps}>
          <span>
            {option.name}
            <br />
            <small>{option.address}</small>
          </span>
        </li>
      )}
      renderInput={(params) => (
        <TextField {...params} label="Wyszukaj miejsce" margin="normal" helperText="Polska i Niemcy" />
      )}
    />
  );
}
