import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Locality } from '@domain/contract/place.schema';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ResourceDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { createHomePlace, useLocalities } from '../api/passengers';

/** §5, §9: the place search waits 700 ms after typing, over places in Poland and Germany. */
const PLACE_SEARCH_DEBOUNCE_MS = 700;

export interface ChosenHome {
  iri: string;
  address: string;
}

interface HomePlaceDialogProps {
  userId: number;
  hasHome: boolean;
  onChosen: (home: ChosenHome) => void;
  onClose: () => void;
}

/**
 * 'Dodaj miejsce zamieszkania' / 'Zmień miejsce zamieszkania' (administration.md §2.7): a place search
 * over `/api/localities`; the chosen place is saved as a home place named after the passenger, and the
 * passenger dialog's 'Zapisz' links it (the map editor comes with issue 13, row 204).
 */
export function HomePlaceDialog({ userId, hasHome, onChosen, onClose }: HomePlaceDialogProps) {
  const [input, setInput] = useState('');
  const [chosen, setChosen] = useState<Locality | null>(null);
  const [error, setError] = useState<string | undefined>();
  const search = useDebouncedValue(input, PLACE_SEARCH_DEBOUNCE_MS).trim();
  const localities = useLocalities(search);
  const save = useResourceMutation({
    kind: 'create',
    resource: 'abstract_places',
    mutationFn: (locality: Locality) => createHomePlace(userId, locality),
    successText: 'Miejsce zamieszkania zostało wybrane',
    onSuccess: (place) => {
      onChosen({ iri: place['@id'], address: place.address ?? '' });
      onClose();
    },
  });
  const submit = () => {
    if (!chosen) return setError('Pole wymagane');
    save.mutate(chosen);
  };
  return (
    <ResourceDialog
      title={hasHome ? 'Zmień miejsce zamieszkania' : 'Dodaj miejsce zamieszkania'}
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
    >
      <Autocomplete
        options={localities.data ?? []}
        value={chosen}
        onChange={(_event, value) => {
          setChosen(value);
          setError(undefined);
        }}
        inputValue={input}
        onInputChange={(_event, value) => setInput(value)}
        getOptionLabel={(option) => option.address}
        getOptionKey={(option) => option.id}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        filterOptions={(options) => options}
        loading={localities.isFetching}
        loadingText="Wczytywanie…"
        noOptionsText={search.length < 2 ? 'Wpisz co najmniej 2 znaki' : 'Brak wyników'}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Wyszukaj miejsce"
            required
            error={Boolean(error)}
            helperText={error}
          />
        )}
      />
    </ResourceDialog>
  );
}
