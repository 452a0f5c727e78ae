import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, type UseFormReturn } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import type { PlaceFormData, PlaceFormInput } from '@domain/places/place-form.schema';
import { PLACE_TYPES, PLACE_TYPE_LABELS } from '@domain/places/place-type';
import {
  PLACE_SEARCH_DEBOUNCE_MS,
  PLACE_SEARCH_MIN_LENGTH,
  localitiesOptions,
  type Locality,
} from '@/api/localities';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { LocationEditor } from '@/ui/places/location-editor/location-editor';

export const PLACE_FIELDS = ['type', 'name', 'address', 'latitude', 'longitude'] as const;

interface PlaceFieldsProps {
  form: UseFormReturn<PlaceFormInput, unknown, PlaceFormData>;
  /** False on the hotel pages: the type is fixed to hotel. */
  showType: boolean;
}

/**
 * The place fields of administration.md §2.7 (place dialog, hotel pages): type, place search (PL and
 * DE, 700 ms), address, name, and 'Wskaż na mapie' opening 'Edycja lokalizacji'. A search hit fills
 * the address, the coordinates and, when empty, the name; the map sets coordinates and address.
 */
export function PlaceFields({ form, showType }: PlaceFieldsProps) {
  const [input, setInput] = useState('');
  const [mapOpen, setMapOpen] = useState(false);
  const search = useDebouncedValue(input, PLACE_SEARCH_DEBOUNCE_MS).trim();
  const localities = useQuery(localitiesOptions(search));
  const { errors } = form.formState;
  const type = form.watch('type');
  const choose = (locality: Locality) => {
    form.setValue('address', locality.address, { shouldValidate: true });
    form.setValue('latitude', locality.lat);
    form.setValue('longitude', locality.lng);
    form.setValue('placeId', locality.placeId);
    if (form.getValues('name').trim() === '' && type !== 'home')
      form.setValue('name', locality.name, { shouldValidate: true });
  };
  const latitude = form.watch('latitude');
  const longitude = form.watch('longitude');
  return (
    <>
      {showType && (
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <TextField
              select
              label="Typ miejsca"
              required
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              error={Boolean(errors.type)}
              helperText={errors.type?.message}
            >
              {PLACE_TYPES.map((value) => (
                <MenuItem key={value} value={value}>
                  {PLACE_TYPE_LABELS[value]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}
      <Autocomplete
        options={localities.data ?? []}
        value={null}
        onChange={(_event, value) => value && choose(value)}
        inputValue={input}
        onInputChange={(_event, value, reason) => reason !== 'reset' && setInput(value)}
        getOptionLabel={(option) => option.address}
        getOptionKey={(option) => option.id}
        filterOptions={(options) => options}
        loading={localities.isFetching}
        loadingText="Wczytywanie…"
        noOptionsText={search.length < PLACE_SEARCH_MIN_LENGTH ? 'Wpisz co najmniej 2 znaki' : 'Brak wyników'}
        renderInput={(params) => <TextField {...params} label="Wyszukaj miejsce" />}
      />
      <TextField
        {...form.register('address')}
        label="Adres"
        required
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(errors.address)}
        helperText={errors.address?.message}
      />
      <TextField
        {...form.register('name')}
        label="Nazwa"
        required={type !== 'home'}
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(errors.name)}
        helperText={
          errors.name?.message ?? (type === 'home' ? 'Domyślnie imię i nazwisko mieszkańca' : undefined)
        }
      />
      <Button startIcon={<MapOutlinedIcon />} onClick={() => setMapOpen(true)} sx={{ justifySelf: 'start' }}>
        Wskaż na mapie
        {latitude !== null && longitude !== null && (
          <span data-testid="place-coordinates" style={{ marginLeft: 8, fontWeight: 400 }}>
            ({latitude.toFixed(5)}, {longitude.toFixed(5)})
          </span>
        )}
      </Button>
      {mapOpen && (
        <LocationEditor
          initial={
            latitude != null && longitude != null
              ? { latitude, longitude, address: form.getValues('address') }
              : null
          }
          onClose={() => setMapOpen(false)}
          onChoose={(location) => {
            form.setValue('latitude', location.latitude);
            form.setValue('longitude', location.longitude);
            form.setValue('placeId', null);
            form.setValue('address', location.address, { shouldValidate: true });
            setMapOpen(false);
          }}
        />
      )}
    </>
  );
}
