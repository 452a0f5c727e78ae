import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { rideCommentsKeys, type RideComment } from './get-ride-comments';

export interface DeleteRideCommentInput {
  rideIri: string;
  id: number;
}

/** `DELETE api/ride_comments/{id}`: admins only (§6). */
export async function deleteRideComment({ id }: DeleteRideCommentInput): Promise<void> {
  await api.delete(`/api/ride_comments/${id}`);
}

export function useDeleteRideComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRideComment,
    onSuccess: (_result, { rideIri, id }) =>
      queryClient.setQueryData<RideComment[]>(rideCommentsKeys.detail(rideIri), (comments = []) =>
        comments.filter((comment) => comment.id !== id),
      ),
  });
}
