import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useReportPassengers } from '../api/get-report-passengers';

export interface PickedPassenger {
  iri: string;
  id: number;
  name: string;
}

interface PassengerPickerProps {
  value: PickedPassenger | null;
  onChange: (passenger: PickedPassenger | null) => void;
  required: boolean;
  error?: string | undefined;
}

/** 'Pasażer' of the report generator: one passenger, searched by name. */
export function PassengerPicker({ value, onChange, required, error }: PassengerPickerProps) {
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebouncedValue(input.trim(), 300);
  const query = useReportPassengers(search, open);
  const options: PickedPassenger[] = (query.data ?? []).map((person) => ({
    iri: person['@id'],
    id: person.id,
    name: person.name,
  }));
  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.iri === selected.iri}
      loading={query.isFetching}
      loadingText="Wczytywanie…"
      noOptionsText={query.isError ? 'Nie udało się wczytać pasażerów' : 'Brak pasażerów'}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Pasażer"
          required={required}
          error={Boolean(error)}
          helperText={error ?? (required ? undefined : 'Puste: wszyscy pasażerowie')}
          margin="normal"
        />
      )}
    />
  );
}
