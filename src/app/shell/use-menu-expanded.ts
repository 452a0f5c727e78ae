import { useState } from 'react';
import { readStored, writeStored } from '@/lib/stored-value';

const STORAGE_KEY = 'menu_expanded';
/** administration.md §2.3: the sidebar starts open on windows at least this wide. */
export const OPEN_MENU_MIN_WIDTH = 1264;

/** Desktop drawer expanded or collapsed to icons; the user's choice is remembered. */
export function useMenuExpanded(): [boolean, (expanded: boolean) => void] {
  const [expanded, setExpanded] = useState(() => {
    const stored = readStored(STORAGE_KEY);
    return stored === null ? window.innerWidth >= OPEN_MENU_MIN_WIDTH : stored === 'true';
  });
  const update = (next: boolean) => {
    writeStored(STORAGE_KEY, String(next));
    setExpanded(next);
  };
  return [expanded, update];
}
