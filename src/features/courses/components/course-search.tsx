import { useEffect, useState } from 'react';
import { QUERY_TEXT_MAX_LENGTH } from '@domain/validation/query-limits';
import { useLocation } from 'react-router';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import SearchIcon from '@mui/icons-material/Search';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { readStored, writeStored } from '@/lib/stored-value';
import { listStorageKey } from '../hooks/use-course-filters';
import { useCurrentUser } from '../hooks/use-current-user';

/** administration.md §5/§9: applied when empty or at least 2 characters, debounced 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_MIN_LENGTH = 2;

/** The search term typed in the toolbar (persisted per path) and the term to apply to the list. */
export function useCourseSearch() {
  const { pathname } = useLocation();
  const storageKey = listStorageKey('search', useCurrentUser().id, pathname);
  const [term, setTerm] = useState(() => readStored(storageKey) ?? '');
  const debounced = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  // A 1-character term is no search, for the list and the xlsx alike, typed or restored after a reload.
  const applied = debounced.length >= SEARCH_MIN_LENGTH ? debounced : '';

  useEffect(() => {
    writeStored(storageKey, term === '' ? null : term);
  }, [storageKey, term]);

  return { term, setTerm, applied };
}

export function CourseSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <OutlinedInput
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder="Szukaj w kursach..."
      size="small"
      type="search"
      inputProps={{ 'aria-label': 'Szukaj w kursach', maxLength: QUERY_TEXT_MAX_LENGTH }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon aria-hidden="true" />
        </InputAdornment>
      }
      sx={{ bgcolor: 'background.paper', width: { xs: '100%', sm: 360 } }}
    />
  );
}
