import { useMemo, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useNotice } from '@/ui/notice/notice-context';
import { useCreatePlace } from '../api/create-place';
import { localitiesOptions, PLACE_SEARCH_DEBOUNCE_MS, type Locality } from '@/api/localities';
import { savedPlacesOptions, type SavedPlace } from '../api/search-places';
import { recentPlacesOptions } from '@/api/recent-places';
import { useCourseLabels } from '../hooks/use-course-labels';
import { placeLabel } from '../utils/course-labels';

type PlaceOption =
  | { kind: 'current'; iri: string; name: string }
  | { kind: 'saved'; place: SavedPlace }
  | { kind: 'recent'; place: SavedPlace }
  | { kind: 'locality'; locality: Locality };

const optionLabel = (option: PlaceOption) =>
  option.kind === 'current'
    ? option.name
    : option.kind === 'locality'
      ? option.locality.name
      : placeLabel(option.place).name;
const optionKey = (option: PlaceOption) =>
  option.kind === 'current'
    ? option.iri
    : option.kind === 'locality'
      ? `locality:${option.locality.id}`
      : option.place['@id'];
const GROUPS = {
  current: 'Wybrane',
  recent: 'Ostatnio używane',
  saved: 'Zapisane miejsca',
  gazetteer: 'Miejscowości (Polska, Niemcy)',
  // Google's terms ask for its name next to Places results shown without its map.
  google: 'Miejsca z Google Maps (Polska, Niemcy)',
};
const groupOf = (option: PlaceOption) =>
  GROUPS[option.kind === 'locality' ? option.locality.source : option.kind];

interface PlaceAutocompleteProps {
  label: string;
  value: string | null;
  onChange: (iri: string | null) => void;
  /** Company IRI a town picked from the gazetteer is saved for; null keeps the server's default. */
  company: string | null;
  disabled?: boolean;
  error?: string | undefined;
  onBlur?: () => void;
  inputRef?: React.Ref<HTMLInputElement>;
  /** The traveller whose recently used places are offered before anything is typed (§9). */
  recentPlacesOf?: number | null;
}

/**
 * Place search over the saved places and the server's place search (Google Places when configured,
 * else the offline PL/DE gazetteer). Saved places come first: they are the hotels and workplaces crews
 * actually use; a found place is saved when picked, since a stop refers to places by IRI.
 */
export function PlaceAutocomplete(props: PlaceAutocompleteProps) {
  const { value, onChange, company } = props;
  const { labels, addPlace } = useCourseLabels();
  const notice = useNotice();
  const [input, setInput] = useState('');
  // Only what the user types is searched: the name a chosen or loaded place puts in the field would
  // cost a request per stop (a billed one with Google) and find what is already there.
  const [typed, setTyped] = useState(false);
  const term = useDebouncedValue(typed ? input.trim() : '', PLACE_SEARCH_DEBOUNCE_MS);
  const [saved, localities, recent] = useQueries({
    queries: [
      savedPlacesOptions(term),
      localitiesOptions(term),
      recentPlacesOptions(props.recentPlacesOf ?? null),
    ],
  });
  const createPlace = useCreatePlace(company);
  const currentName = value === null ? '' : (labels.places[value]?.name ?? value);
  // One object per chosen place: Autocomplete resets the typed text whenever its value changes identity.
  const current = useMemo<PlaceOption | null>(
    () => (value === null ? null : { kind: 'current', iri: value, name: currentName }),
    [value, currentName],
  );
  // Until something is typed, the traveller's recently used places (§9); then the search.
  const options: PlaceOption[] =
    term === ''
      ? (recent.data ?? []).map((place): PlaceOption => ({ kind: 'recent', place }))
      : [
          ...(saved.data ?? []).map((place): PlaceOption => ({ kind: 'saved', place })),
          ...(localities.data ?? []).map((locality): PlaceOption => ({ kind: 'locality', locality })),
        ];
  const loading = term.length >= 2 && (saved.isFetching || localities.isFetching || createPlace.isPending);

  const pick = async (option: PlaceOption | null) => {
    if (option === null) return onChange(null);
    if (option.kind === 'current') return;
    if (option.kind === 'saved' || option.kind === 'recent') {
      const { place } = option;
      addPlace(place['@id'], placeLabel(place));
      return onChange(place['@id']);
    }
    try {
      const place = await createPlace.mutateAsync(option.locality);
      addPlace(place['@id'], placeLabel(place));
      onChange(place['@id']);
    } catch (error) {
      notice.error(error);
    }
  };

  return (
    <Autocomplete<PlaceOption>
      value={current}
      options={options}
      filterOptions={(all) => all}
      groupBy={groupOf}
      getOptionLabel={optionLabel}
      getOptionKey={optionKey}
      isOptionEqualToValue={(option, chosen) => optionKey(option) === optionKey(chosen)}
      onChange={(_, option) => void pick(option)}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        setInput(text);
        setTyped(reason === 'input');
      }}
      loading={loading}
      loadingText="Szukam..."
      noOptionsText={term.length < 2 ? 'Wpisz co najmniej 2 znaki' : 'Nie znaleziono miejsca'}
      disabled={props.disabled}
      onBlur={props.onBlur}
      renderOption={({ key, ...optionProps }, option) => (
        <li key={key} {...optionProps}>
          <span>
            {optionLabel(option)}
            <br />
            <small>
              {option.kind === 'saved' || option.kind === 'recent'
                ? (option.place.address ?? '')
                : option.kind === 'locality'
                  ? option.locality.address
                  : ''}
            </small>
          </span>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={props.inputRef}
          label={props.label}
          error={Boolean(props.error)}
          helperText={props.error}
          size="small"
        />
      )}
    />
  );
}
