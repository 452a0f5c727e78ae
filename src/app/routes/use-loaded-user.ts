import { useSuspenseQuery } from '@tanstack/react-query';
import type { User } from '@/api/user.schema';
import { currentUserQueryOptions } from '@/api/current-user';

/** The current user inside the main layout, which renders only once it is loaded. */
export function useLoadedUser(): User {
  return useSuspenseQuery(currentUserQueryOptions()).data;
}
