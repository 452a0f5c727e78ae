import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { createQueryKeys } from '@/api/query-keys';
import { trackingLinkSchema } from '@domain/contract/tracking.schema';

export const trackingLinkKeys = createQueryKeys('tracking-links');

/** `GET {taxiRideIri}/tracking_link` (docs/api.md): the signed-in passenger's own tracking link. */
export async function getTrackingLink(rideIri: string): Promise<string> {
  const response = await api.get<unknown>(`${rideIri}/tracking_link`);
  return trackingLinkSchema.parse(response.data).url;
}

export const trackingLinkQueryOptions = (rideIri: string) =>
  queryOptions({
    queryKey: trackingLinkKeys.detail(rideIri),
    queryFn: () => getTrackingLink(rideIri),
    // The link of a pair never changes; the ride's end is the page's business.
    staleTime: Infinity,
    retry: false,
  });

export function useTrackingLink(rideIri: string, enabled: boolean) {
  return useQuery({ ...trackingLinkQueryOptions(rideIri), enabled });
}
