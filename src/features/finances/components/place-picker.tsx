import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { usePlaceOptions } from '../api/place-options';

export interface PlaceChoice {
  '@id': string;
  name: string;
}

/** A place chosen by name from the places the user sees. */
export function PlacePicker(props: {
  label: string;
  value: PlaceChoice | null;
  onChange: (value: PlaceChoice | null) => void;
  error?: string | undefined;
}) {
  const [input, setInput] = useState('');
  const places = usePlaceOptions(input);
  const options: PlaceChoice[] = (places.data ?? []).map((place) => ({
    '@id': place['@id'],
    name: place.name ?? place.address ?? `#${place.id}`,
  }));
  return (
    <Autocomplete
      options={options}
      value={props.value}
      onChange={(_event, value) => props.onChange(value)}
      inputValue={input}
      onInputChange={(_event, value) => setInput(value)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, value) => option['@id'] === value['@id']}
      filterOptions={(all) => all}
      loading={places.isFetching}
      loadingText="Wczytywanie…"
      noOptionsText="Brak miejsc"
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          error={Boolean(props.error)}
          helperText={props.error}
          required
        />
      )}
    />
  );
}
