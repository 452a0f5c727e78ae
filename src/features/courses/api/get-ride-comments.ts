import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/api/client';
import { hydraItemSchema, parseCollection } from '@/api/hydra';
import { createQueryKeys } from '@/api/query-keys';

export const rideCommentsKeys = createQueryKeys('ride-comments');

export const rideCommentSchema = hydraItemSchema.extend({
  id: z.number(),
  content: z.string(),
  createdAt: z.string(),
  user: z.object({
    id: z.number(),
    name: z.string(),
    kind: z.enum(['admin', 'company', 'other']).catch('other'),
  }),
});
export type RideComment = z.output<typeof rideCommentSchema>;

/** Oldest first, as §2 lists them (the server sorts too; this keeps an optimistic append in place). */
export const byCreatedAt = (a: RideComment, b: RideComment) =>
  a.createdAt === b.createdAt ? a.id - b.id : a.createdAt < b.createdAt ? -1 : 1;

/** `GET {rideIri}/comments` (docs/api.md): the comments of one taxi or kilometer ride. */
export async function getRideComments(rideIri: string): Promise<RideComment[]> {
  const response = await api.get<unknown>(`${rideIri}/comments`);
  return parseCollection(response.data, rideCommentSchema).member.sort(byCreatedAt);
}

export const rideCommentsQueryOptions = (rideIri: string) =>
  queryOptions({ queryKey: rideCommentsKeys.detail(rideIri), queryFn: () => getRideComments(rideIri) });

export function useRideComments(rideIri: string | undefined) {
  return useQuery({ ...rideCommentsQueryOptions(rideIri ?? ''), enabled: rideIri !== undefined });
}
