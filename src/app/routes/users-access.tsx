import type { User } from '@/api/user.schema';

/** The current user as `domain/people/user-permissions` reads an actor. */
export const usersActor = (user: User) => ({
  id: user.id,
  companyId: user.company?.id ?? null,
  roles: user.roles,
});
