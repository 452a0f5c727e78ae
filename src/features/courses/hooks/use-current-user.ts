import { useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseItem } from '@/api/hydra';
import { currentUserKey, userSchema, type User } from '@/api/user.schema';
import { hasRole, isCompanyUser } from '@domain/auth/roles';
import type { PermissionUser } from '@domain/courses/course-permissions';

async function getMe(): Promise<User> {
  const response = await api.get<unknown>('/api/users/me');
  return parseItem(response.data, userSchema);
}

/** The signed-in user from the shared `['users', 'detail', 'me']` entry the main layout loads. */
export function useCurrentUser(): User {
  return useSuspenseQuery({ queryKey: currentUserKey, queryFn: getMe, staleTime: 5 * 60_000 }).data;
}

export type Viewer = 'passenger' | 'driver' | 'company' | 'other';

/** Whose eyes the course card is drawn for (§2 Taxi course card). */
export function viewerOf(user: Pick<User, 'roles'>): Viewer {
  if (hasRole(user, 'ROLE_DRIVER')) return 'driver';
  if (hasRole(user, 'ROLE_PASSENGER')) return 'passenger';
  if (isCompanyUser(user) || hasRole(user, 'ROLE_USER_COMPANY')) return 'company';
  return 'other';
}

export function permissionUser(user: User): PermissionUser {
  return { id: user.id, roles: user.roles, companyId: user.company?.id ?? null };
}
