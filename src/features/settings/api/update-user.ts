import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseItem } from '@/api/hydra';
import { currentUserKey, userSchema, usersKeys, type User } from '@/api/user.schema';

export type UserUpdate =
  | { firstname: string; surname: string }
  | { email: string | null }
  | { currentPassword: string; newPassword: string };

/** `PUT /api/users/{id}` by the user themself; answers with the user as `/api/users/me` does. */
export async function updateUser(id: number, payload: UserUpdate): Promise<User> {
  const response = await api.put<unknown>(`/api/users/${id}`, payload);
  return parseItem(response.data, userSchema);
}

export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: UserUpdate) => updateUser(id, payload),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserKey, user);
      queryClient.setQueryData(usersKeys.detail(user.id), user);
    },
  });
}
