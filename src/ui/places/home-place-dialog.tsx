import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import { REQUIRED_IN_DIALOG } from '@domain/validation/messages';
import {
  PLACE_SEARCH_DEBOUNCE_MS,
  PLACE_SEARCH_MIN_LENGTH,
  localitiesOptions,
  type Locality,
} from '@/api/localities';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ResourceDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { createHomePlace, type HomePlaceLocation } from './home-place';
import { LocationEditor } from './location-editor/location-editor';

export interface ChosenHome {
  iri: string;
  address: string;
  latitude?: number | null;
  longitude?: number | null;
}

interface HomePlaceDialogProps {
  /** The user the home place belongs to (named after them by the server, §3). */
  userId: number;
  /** The current home, or null for 'Dodaj miejsce zamieszkania'. */
  current: ChosenHome | null;
  onChosen: (home: ChosenHome) => void;
  onClose: () => void;
}

const fromLocality = (locality: Locality): HomePlaceLocation => ({
  address: locality.address,
  latitude: locality.lat,
  longitude: locality.lng,
  placeId: locality.placeId,
});

/**
 * 'Dodaj miejsce zamieszkania' / 'Zmień miejsce zamieszkania' (administration.md §2.7): a place search
 * (PL and DE, 700 ms) or the map editor 'Edycja lokalizacji'; the choice is saved as a home place named
 * after its user, and the caller links it (the passenger dialog on 'Zapisz', the settings page at once).
 */
export function HomePlaceDialog({ userId, current, onChosen, onClose }: HomePlaceDialogProps) {
  const [input, setInput] = useState('');
  const [chosen, setChosen] = useState<HomePlaceLocation | null>(null);
  const [mapOpen, setMapOpen] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const search = useDebouncedValue(input, PLACE_SEARCH_DEBOUNCE_MS).trim();
  const localities = useQuery(localitiesOptions(search));
  const save = useResourceMutation({
    kind: 'create',
    resource: 'abstract_places',
    mutationFn: (location: HomePlaceLocation) => createHomePlace(userId, location),
    successText: 'Miejsce zamieszkania zostało wybrane',
    onSuccess: (place) => {
      onChosen({
        iri: place['@id'],
        address: place.address ?? '',
        latitude: place.latitude,
        longitude: place.longitude,
      });
      onClose();
    },
  });
  const submit = () => {
    if (!chosen || chosen.address.trim() === '') return setError(REQUIRED_IN_DIALOG);
    save.mutate(chosen);
  };
  const start = chosen ?? current;
  return (
    <>
      <ResourceDialog
        title={current ? 'Zmień miejsce zamieszkania' : 'Dodaj miejsce zamieszkania'}
        onSubmit={submit}
        onClose={onClose}
        pending={save.isPending}
      >
        <Autocomplete
          options={localities.data ?? []}
          value={null}
          onChange={(_event, value) => {
            if (!value) return;
            setChosen(fromLocality(value));
            setError(undefined);
          }}
          inputValue={input}
          onInputChange={(_event, value) => setInput(value)}
          getOptionLabel={(option) => option.address}
          getOptionKey={(option) => option.id}
          filterOptions={(options) => options}
          loading={localities.isFetching}
          loadingText="Wczytywanie…"
          noOptionsText={
            search.length < PLACE_SEARCH_MIN_LENGTH ? 'Wpisz co najmniej 2 znaki' : 'Brak wyników'
          }
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
        <Box aria-live="polite">
          <Typography variant="body2" color="text.secondary">
            Wybrany adres
          </Typography>
          <Typography data-testid="home-place-address">
            {chosen?.address || current?.address || 'Nie wybrano'}
          </Typography>
        </Box>
        <Button
          startIcon={<MapOutlinedIcon />}
          onClick={() => setMapOpen(true)}
          sx={{ justifySelf: 'start' }}
        >
          Wskaż na mapie
        </Button>
      </ResourceDialog>
      {mapOpen && (
        <LocationEditor
          initial={
            start && start.latitude != null && start.longitude != null
              ? { latitude: start.latitude, longitude: start.longitude, address: start.address }
              : null
          }
          onClose={() => setMapOpen(false)}
          onChoose={(location) => {
            setChosen({ ...location, placeId: null });
            setError(undefined);
            setMapOpen(false);
          }}
        />
      )}
    </>
  );
}
