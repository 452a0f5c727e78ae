import { useMatches } from 'react-router';

export interface RouteHandle {
  /** Page title shown in the app bar and, with ' - Kursownik', in the browser tab ('Kursy - Kursownik'). */
  title: string;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value && typeof value.title === 'string';
}

/** Title of the deepest matched route that has one. */
export function usePageTitle(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.title;
  }
  return undefined;
}
