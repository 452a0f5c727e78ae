import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** jsdom (component tests) has no matchMedia: there nobody asked for less motion. */
const mediaList = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined);

const subscribe = (onChange: () => void) => {
  const list = mediaList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/**
 * Whether the system asks for less motion, followed live. Plain matchMedia, not MUI's useMediaQuery:
 * the themed layout that asks loads before the chunk that holds useMediaQuery (ADR 013).
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => mediaList()?.matches ?? false);
}
