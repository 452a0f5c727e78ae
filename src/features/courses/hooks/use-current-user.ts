import { useSuspenseQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '@/api/current-user';
import { type User, asRuleUser } from '@/api/user.schema';
import { hasRole, isCompanyUser } from '@domain/auth/roles';
import type { PermissionUser } from '@domain/courses/course-permissions';

/** The signed-in user from the shared `['users', 'detail', 'me']` entry the main layout loads. */
export function useCurrentUser(): User {
  return useSuspenseQuery(currentUserQueryOptions()).data;
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
  return asRuleUser(user);
}
