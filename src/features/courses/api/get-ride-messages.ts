import { useQuery } from '@tanstack/react-query';
import { rideMessageSchema, type RideMessage } from '@domain/contract/ride-talk.schema';
import { api } from '@/api/client';
import { parseCollection } from '@/api/hydra';
import { createQueryKeys } from '@/api/query-keys';

export type { RideMessage };

/** `GET {rideIri}/messages`: what was sent about the ride and its course (Komunikacja tab). */
export async function getRideMessages(rideIri: string): Promise<RideMessage[]> {
  const response = await api.get<unknown>(`${rideIri}/messages`);
  return parseCollection(response.data, rideMessageSchema).member;
}

export function useRideMessages(rideIri: string) {
  return useQuery({
    queryKey: createQueryKeys('ride-messages').detail(rideIri),
    queryFn: () => getRideMessages(rideIri),
  });
}
