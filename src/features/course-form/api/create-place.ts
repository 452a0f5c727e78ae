import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseItem } from '@/api/hydra';
import type { Locality } from '@/api/localities';
import { placesKeys, savedPlaceSchema, type SavedPlace } from './search-places';

/**
 * `POST /api/abstract_places`: a stop references a saved place by IRI, so a place picked from the
 * search (gazetteer or Google) is saved first (for the course's railway company, where the user may
 * choose it), with Google's place id when it came from there.
 */
export async function createPlace(locality: Locality, company: string | null): Promise<SavedPlace> {
  const response = await api.post<unknown>('/api/abstract_places', {
    type: 'place',
    name: locality.name,
    address: locality.address,
    latitude: locality.lat,
    longitude: locality.lng,
    company,
    ...(locality.placeId ? { placeId: locality.placeId } : {}),
  });
  return parseItem(response.data, savedPlaceSchema);
}

export function useCreatePlace(company: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locality: Locality) => createPlace(locality, company),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: placesKeys.lists() }),
  });
}
