import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { toApiError } from '@/api/api-error';
import { createQueryKeys } from '@/api/query-keys';
import { trackingSchema, type Tracking } from '@domain/contract/tracking.schema';
import { TRACKING_REFRESH_MS } from '@domain/tracking/tracking-rules';

const trackingKeys = createQueryKeys('tracking');
export const trackingKey = (token: string) => trackingKeys.detail(token);

/** `GET /api/tracking/{token}` (public: the passenger's token is the credential). */
export async function getTracking(token: string): Promise<Tracking> {
  const response = await api.get<unknown>(`/api/tracking/${encodeURIComponent(token)}`);
  return trackingSchema.parse(response.data);
}

/**
 * The car, read again every 7 s while the page is open; a 404 (the ride ended) stops the polling,
 * any other failure keeps the last answer on screen and tries again.
 */
export function useTracking(token: string) {
  return useQuery({
    queryKey: trackingKey(token),
    queryFn: () => getTracking(token),
    retry: false,
    refetchInterval: (query) =>
      query.state.status === 'error' && toApiError(query.state.error).status === 404
        ? false
        : TRACKING_REFRESH_MS,
  });
}
