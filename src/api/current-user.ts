import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { parseItem } from './hydra';
import { currentUserKey, userSchema, type User } from './user.schema';

/** `GET /api/users/me`: the signed-in user, or the previewed one while impersonating. */
export async function getCurrentUser(): Promise<User> {
  const response = await api.get<unknown>('/api/users/me');
  return parseItem(response.data, userSchema);
}

/**
 * The one query of the signed-in user (`['users', 'detail', 'me']`): the main layout loads it, the
 * settings pages save against its version and read it again after a stale save.
 */
export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: currentUserKey, queryFn: getCurrentUser, staleTime: 5 * 60_000 });
