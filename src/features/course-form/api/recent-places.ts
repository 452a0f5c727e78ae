import { queryOptions } from '@tanstack/react-query';
import { placeSchema } from '@domain/contract/place.schema';
import { createQueryKeys } from '@/api/query-keys';
import { fetchMembers } from './options';

export const recentPlacesKeys = createQueryKeys('segments');

/** Where the browser already lets the app know the position: never asks (no prompt in a form). */
export async function knownPosition(): Promise<{ lat: number; lng: number } | null> {
  if (!('geolocation' in navigator) || !navigator.permissions) return null;
  try {
    const permission = await navigator.permissions.query({ name: 'geolocation' });
    if (permission.state !== 'granted') return null;
    return await new Promise((resolve) => {
      navigator.geolocation.getCurrentPosition(
        (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
        () => resolve(null),
        { timeout: 5000, maximumAge: 300_000 },
      );
    });
  } catch {
    return null;
  }
}

/**
 * `GET /api/segments?employees.id=&order[startTime]=desc`: the places a passenger travelled from or to
 * lately, at most five, unique, no home, nearest first when the position is known (administration.md §9;
 * the server applies the rule).
 */
export const recentPlacesOptions = (passengerUserId: number | null) =>
  queryOptions({
    queryKey: recentPlacesKeys.list({ passengerUserId }),
    queryFn: async () => {
      const position = await knownPosition();
      return fetchMembers(
        '/api/segments',
        {
          'employees.id': passengerUserId ?? undefined,
          'order[startTime]': 'desc',
          lat: position?.lat,
          lng: position?.lng,
        },
        placeSchema,
      );
    },
    enabled: passengerUserId !== null,
    staleTime: 60_000,
  });
