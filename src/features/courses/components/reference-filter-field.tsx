import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { REFERENCE_FILTER_LABELS, type FilterOption, type ReferenceFilterName } from '../api/course-filters';
import { getFilterOptions } from '../api/get-filter-options';
import { createQueryKeys } from '@/api/query-keys';

/** Typing settles for this long before the server is asked. */
const SEARCH_DELAY_MS = 300;

interface ReferenceFilterFieldProps {
  name: ReferenceFilterName;
  value: FilterOption | undefined;
  onChange: (value: FilterOption | undefined) => void;
}

/** A searchable choice of one related record (user, driver, locomotive, base, company). */
export function ReferenceFilterField({ name, value, onChange }: ReferenceFilterFieldProps) {
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const debounced = useDebouncedValue(term, SEARCH_DELAY_MS);
  const options = useQuery({
    queryKey: createQueryKeys('filter-options').list(name, debounced),
    queryFn: () => getFilterOptions(name, debounced),
    enabled: open,
    staleTime: 60_000,
  });
  return (
    <Autocomplete
      size="small"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value ?? null}
      onChange={(_, option) => onChange(option ?? undefined)}
      onInputChange={(_, input, reason) => {
        if (reason === 'input') setTerm(input);
      }}
      options={options.data ?? []}
      // The server already matched the term (by name, username or phone); do not filter again.
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, selected) => option.iri === selected.iri}
      loading={options.isFetching}
      loadingText="Wczytywanie…"
      noOptionsText={options.isError ? 'Nie udało się wczytać listy' : 'Brak wyników'}
      renderInput={(params) => <TextField {...params} label={REFERENCE_FILTER_LABELS[name]} />}
    />
  );
}
