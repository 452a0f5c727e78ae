import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** Searches for pickers wait for a short pause in typing. */
export const PICKER_SEARCH_DEBOUNCE_MS = 300;

/** A picker's typed text and the debounced, trimmed term its query uses. */
export function useSearchInput(delayMs = PICKER_SEARCH_DEBOUNCE_MS) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), delayMs);
  return { input, setInput, search };
}
