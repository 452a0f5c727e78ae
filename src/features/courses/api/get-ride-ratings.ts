import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseCollection } from '@/api/hydra';
import { rideRatingSchema, type RideRating } from '@domain/contract/ride-talk.schema';
import { createQueryKeys } from '@/api/query-keys';

export const rideRatingsKeys = createQueryKeys('ride-ratings');

export { rideRatingSchema, type RideRating } from '@domain/contract/ride-talk.schema';

/** `GET {taxiRideIri}/ratings` (docs/api.md): a passenger gets their own ratings of the ride. */
export async function getRideRatings(rideIri: string): Promise<RideRating[]> {
  const response = await api.get<unknown>(`${rideIri}/ratings`);
  return parseCollection(response.data, rideRatingSchema).member;
}

export const rideRatingsQueryOptions = (rideIri: string) =>
  queryOptions({ queryKey: rideRatingsKeys.detail(rideIri), queryFn: () => getRideRatings(rideIri) });

export function useRideRatings(rideIri: string, enabled: boolean) {
  return useQuery({ ...rideRatingsQueryOptions(rideIri), enabled });
}
