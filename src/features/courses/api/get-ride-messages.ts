import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/api/client';
import { parseCollection } from '@/api/hydra';

const messageSchema = z.object({
  '@id': z.string(),
  '@type': z.string(),
  id: z.number(),
  createdAt: z.string(),
  createdBy: z.object({ name: z.string().nullable() }).nullable(),
  recipientUser: z.object({ name: z.string().nullable() }).nullable(),
  recipient: z.string(),
  subject: z.string(),
  message: z.string(),
  sent: z.boolean(),
});
export type RideMessage = z.infer<typeof messageSchema>;

/** `GET {rideIri}/messages`: what was sent about the ride and its course (Komunikacja tab). */
export async function getRideMessages(rideIri: string): Promise<RideMessage[]> {
  const response = await api.get<unknown>(`${rideIri}/messages`);
  return parseCollection(response.data, messageSchema).member;
}

export function useRideMessages(rideIri: string) {
  return useQuery({ queryKey: ['ride-messages', rideIri], queryFn: () => getRideMessages(rideIri) });
}
