import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseCollection } from '@/api/hydra';
import { rideCommentSchema, type RideComment } from '@domain/contract/ride-talk.schema';
import { createQueryKeys } from '@/api/query-keys';

export const rideCommentsKeys = createQueryKeys('ride-comments');

export { rideCommentSchema, type RideComment } from '@domain/contract/ride-talk.schema';

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
