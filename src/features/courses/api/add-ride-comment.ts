import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseItem } from '@/api/hydra';
import { byCreatedAt, rideCommentSchema, rideCommentsKeys, type RideComment } from './get-ride-comments';

export interface AddRideCommentInput {
  rideIri: string;
  content: string;
  userId: number;
}

/** `POST api/ride_comments` (§7: entity, content, user id); answers the new comment. */
export async function addRideComment({
  rideIri,
  content,
  userId,
}: AddRideCommentInput): Promise<RideComment> {
  const response = await api.post<unknown>('/api/ride_comments', { ride: rideIri, content, user: userId });
  return parseItem(response.data, rideCommentSchema);
}

export function useAddRideComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRideComment,
    onSuccess: (comment, { rideIri }) =>
      queryClient.setQueryData<RideComment[]>(rideCommentsKeys.detail(rideIri), (comments = []) =>
        [...comments.filter((existing) => existing.id !== comment.id), comment].sort(byCreatedAt),
      ),
  });
}
