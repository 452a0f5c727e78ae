import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { placeSchema, type Place } from '@domain/contract/place.schema';
import { mayCreatePlace, mayDeletePlace } from '@domain/places/place-permissions';
import {
  PLACE_SEARCH_DEBOUNCE_MS,
  PLACE_SEARCH_MIN_LENGTH,
  localitiesOptions,
  type Locality,
} from '@/api/localities';
import type { User } from '@/api/user.schema';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ConfirmDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { ResourceList, type ResourceColumn } from '@/ui/resource-list/resource-list';
import { HOTEL_RADIUS_KM, PLACES, deletePlace } from '../api/places-api';
import { placeRemoved } from './place-form';
import { placeActor, placeTarget } from './places-page';

const COLUMNS: readonly ResourceColumn<Place>[] = [
  { id: 'address', label: 'Adres', render: (row) => row.address ?? '' },
  { id: 'company', label: 'Firma', render: (row) => row.company?.name ?? 'Wspólny' },
];

/** 'W pobliżu': a locality whose surroundings (50 km, §9) narrow the list, nearest first. */
function NearPicker({
  value,
  onChange,
}: {
  value: Locality | null;
  onChange: (value: Locality | null) => void;
}) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, PLACE_SEARCH_DEBOUNCE_MS).trim();
  const localities = useQuery(localitiesOptions(search));
  return (
    <Autocomplete
      options={localities.data ?? []}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      getOptionLabel={(option) => option.address}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(options) => options}
      loading={localities.isFetching}
      loadingText="Wczytywanie…"
      noOptionsText={search.length < PLACE_SEARCH_MIN_LENGTH ? 'Wpisz co najmniej 2 znaki' : 'Brak wyników'}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label="W pobliżu"
          helperText={`Hotele do ${HOTEL_RADIUS_KM} km`}
        />
      )}
      sx={{ maxWidth: { md: 360 } }}
    />
  );
}

/**
 * 'Hotele' (administration.md §2.1 /hotels, ADMIN or HOTEL): the hotels the user may see, 'Utwórz'
 * leading to /hotels/create, a row to /hotels/:id (edit); 'W pobliżu' asks
 * `places_in_radius={lat},{lng},50&type=hotel` (§7).
 */
export function HotelsPage({ user }: { user: User }) {
  const actor = placeActor(user);
  const [near, setNear] = useState<Locality | null>(null);
  const [removing, setRemoving] = useState<Place | null>(null);
  const remove = useResourceMutation({
    kind: 'delete',
    resource: PLACES,
    mutationFn: deletePlace,
    successText: placeRemoved,
    onSuccess: () => setRemoving(null),
  });
  const params: Record<string, string> = { type: 'hotel' };
  if (near) params.places_in_radius = `${near.lat},${near.lng},${HOTEL_RADIUS_KM}`;
  return (
    <>
      <ResourceList
        title="Hotele"
        resource={PLACES}
        path="/api/abstract_places"
        itemSchema={placeSchema}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name ?? ''}
        searchLabel="Szukaj hotelu"
        params={params}
        filters={<NearPicker value={near} onChange={setNear} />}
        rowHref={(row) => `/hotels/${row.id}`}
        create={mayCreatePlace(actor, 'hotel') ? { to: '/hotels/create' } : undefined}
        rowActions={(row) =>
          mayDeletePlace(actor, placeTarget(row)) && (
            <IconButton aria-label={`Usuń hotel ${row.name ?? ''}`} onClick={() => setRemoving(row)}>
              <DeleteOutlinedIcon />
            </IconButton>
          )
        }
      />
      {removing && (
        <ConfirmDialog
          title="Czy na pewno usunąć hotel?"
          text={`${removing.name ?? ''}: kursy i noclegi zachowają jego nazwę.`}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </>
  );
}
