import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnPhoneCall } from '@domain/people/own-phones';
import { api } from '@/api/client';
import { parseItem } from '@/api/hydra';
import { currentUserKey, userSchema, usersKeys, type User } from '@/api/user.schema';

/**
 * `POST /api/user_phones`, `PUT|DELETE /api/user_phones/{id}`, based on the user's version (the list
 * is versioned as a whole); each answers the user as `/api/users/me` does.
 */
export async function changeOwnPhone(user: Pick<User, 'version'>, change: OwnPhoneCall): Promise<User> {
  const ifMatch = { headers: { 'If-Match': `W/"${user.version}"` } };
  const response =
    change.kind === 'add'
      ? await api.post<unknown>('/api/user_phones', { ...change.entry, version: user.version })
      : change.kind === 'edit'
        ? await api.put<unknown>(`/api/user_phones/${change.phoneId}`, {
            ...change.entry,
            version: user.version,
          })
        : await api.delete<unknown>(`/api/user_phones/${change.phoneId}`, ifMatch);
  return parseItem(response.data, userSchema);
}

export function useChangeOwnPhone(user: Pick<User, 'version'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OwnPhoneCall) => changeOwnPhone(user, change),
    onSuccess: (saved) => {
      queryClient.setQueryData(currentUserKey, saved);
      queryClient.setQueryData(usersKeys.detail(saved.id), saved);
    },
  });
}
