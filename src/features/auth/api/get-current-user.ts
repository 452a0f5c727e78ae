import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseItem } from '@/api/hydra';
import { currentUserKey, userSchema, type User } from '@/api/user.schema';

/** `GET /api/users/me`: the signed-in user, or the previewed one while impersonating. */
export async function getCurrentUser(): Promise<User> {
  const response = await api.get<unknown>('/api/users/me');
  return parseItem(response.data, userSchema);
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: currentUserKey, queryFn: getCurrentUser, staleTime: 5 * 60_000 });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
