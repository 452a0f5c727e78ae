import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RideRatingFields } from '@domain/courses/ride-rating';
import { api } from '@/api/client';
import { parseItem } from '@/api/hydra';
import { rideRatingSchema, rideRatingsKeys, type RideRating } from './get-ride-ratings';

export type RateRideInput = RideRatingFields & { rideIri: string };

/** `POST api/taxi_course_ride_ratings` (§7: ride, mark, comment, waitingTime, extremeWaiting). */
export async function rateRide({ rideIri, ...fields }: RateRideInput): Promise<RideRating> {
  const response = await api.post<unknown>('/api/taxi_course_ride_ratings', { ride: rideIri, ...fields });
  return parseItem(response.data, rideRatingSchema);
}

export function useRateRide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateRide,
    onSuccess: (rating, { rideIri }) =>
      queryClient.setQueryData<RideRating[]>(rideRatingsKeys.detail(rideIri), (ratings = []) => [
        ...ratings,
        rating,
      ]),
  });
}
