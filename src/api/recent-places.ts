import { queryOptions } from '@tanstack/react-query';
import { placeSchema } from '@domain/contract/place.schema';
import { api } from '@/api/client';
import { parseCollection } from '@/api/hydra';
import { createQueryKeys } from '@/api/query-keys';

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
 * lately, at most five, unique, no home (administration.md §9; the server applies the rule and shows
 * them only to who may see the passenger). The course form's place pickers sort them nearest first
 * when the position is known (`nearFirst`); the passenger dialog lists them most recent first, since
 * the position of whoever edits the passenger says nothing of the passenger.
 */
export const recentPlacesOptions = (passengerUserId: number | null, { nearFirst = true } = {}) =>
  queryOptions({
    queryKey: recentPlacesKeys.list({ passengerUserId, nearFirst }),
    queryFn: async () => {
      const position = nearFirst ? await knownPosition() : null;
      const params = {
        'employees.id': passengerUserId ?? undefined,
        'order[startTime]': 'desc',
        lat: position?.lat,
        lng: position?.lng,
      };
      const response = await api.get<unknown>('/api/segments', { params });
      return parseCollection(response.data, placeSchema).member;
    },
    enabled: passengerUserId !== null,
    staleTime: 60_000,
  });
