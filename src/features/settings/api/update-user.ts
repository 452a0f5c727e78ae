import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseItem } from '@/api/hydra';
import { currentUserKey, userSchema, usersKeys, type User } from '@/api/user.schema';

export type UserUpdate =
  | { firstname: string; surname: string }
  | { email: string | null }
  | { currentPassword: string; newPassword: string }
  | { home: string | null };

/**
 * `PUT /api/users/{id}` by the user themself, based on the version they see (a change made meanwhile,
 * e.g. in another tab, answers 409); answers with the user as `/api/users/me` does.
 */
export async function updateUser(user: Pick<User, 'id' | 'version'>, payload: UserUpdate): Promise<User> {
  const response = await api.put<unknown>(`/api/users/${user.id}`, { ...payload, version: user.version });
  return parseItem(response.data, userSchema);
}

export function useUpdateUser(user: Pick<User, 'id' | 'version'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: UserUpdate) => updateUser(user, payload),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserKey, user);
      queryClient.setQueryData(usersKeys.detail(user.id), user);
    },
  });
}
