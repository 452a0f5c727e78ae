import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { parseItem } from './hydra';
import { isRetryable } from './retryable';
import { readKnownUser, saveKnownUser } from './known-user';
import { currentUserKey, userSchema, type User } from './user.schema';

/** `GET /api/users/me`: the signed-in user, or the previewed one while impersonating. */
export async function getCurrentUser(): Promise<User> {
  try {
    const user = parseItem((await api.get<unknown>('/api/users/me')).data, userSchema);
    saveKnownUser(user);
    return user;
  } catch (error) {
    // The server refused this user: the kept copy must not start the shell any more.
    if (!isRetryable(error)) saveKnownUser(null);
    throw error;
  }
}

/**
 * The one query of the signed-in user (`['users', 'detail', 'me']`): the main layout loads it, the
 * settings pages save against its version and read it again after a stale save. It starts from the
 * copy kept for this session (so a reload offline still opens the app) and is read again at once.
 */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserKey,
    queryFn: getCurrentUser,
    staleTime: 5 * 60_000,
    initialData: readKnownUser,
    initialDataUpdatedAt: 0,
  });
