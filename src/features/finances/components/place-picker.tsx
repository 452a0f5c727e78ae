import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { usePlaceOptions } from '../api/place-options-api';

export interface PlaceChoice {
  '@id': string;
  name: string;
}

/**
 * A place chosen by name: a search field and a native list of the first matches. Not an MUI
 * Autocomplete on purpose: sharing it with the course list split that route's chunks and cost it
 * ~2 KB of its bundle budget (e2e/bundle-budget.spec.ts).
 */
export function PlacePicker(props: {
  label: string;
  /** The select's form name (the stale-save dialog names the field by its label through it). */
  name?: string;
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
  // The chosen place stays listed while the search shows others.
  const listed =
    props.value && !options.some((o) => o['@id'] === props.value?.['@id'])
      ? [props.value, ...options]
      : options;
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        type="search"
        label={`Szukaj: ${props.label}`}
        value={input}
        onChange={(event) => setInput(event.target.value)}
      />
      <TextField
        select
        required
        label={props.label}
        name={props.name}
        value={props.value?.['@id'] ?? ''}
        onChange={(event) => props.onChange(listed.find((o) => o['@id'] === event.target.value) ?? null)}
        error={Boolean(props.error)}
        helperText={
          props.error ??
          (places.isFetching ? 'Wczytywanie…' : listed.length === 0 ? 'Brak miejsc' : undefined)
        }
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">–</option>
        {listed.map((option) => (
          <option key={option['@id']} value={option['@id']}>
            {option.name}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
