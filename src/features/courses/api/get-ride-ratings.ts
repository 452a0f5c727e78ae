import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/api/client';
import { hydraItemSchema, parseCollection } from '@/api/hydra';
import { createQueryKeys } from '@/api/query-keys';

export const rideRatingsKeys = createQueryKeys('ride-ratings');

export const rideRatingSchema = hydraItemSchema.extend({
  id: z.number(),
  mark: z.number(),
  createdBy: z.object({ id: z.number() }).nullable(),
});
export type RideRating = z.output<typeof rideRatingSchema>;

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
