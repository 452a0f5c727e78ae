import { userViewSchema, type UserView } from '@domain/contract/people.schema';
import { createQueryKeys } from './query-keys';

/** `GET /api/users/me` and `PUT /api/users/{id}` answer: the wire contract (domain/contract). */
export const userSchema = userViewSchema;
export type User = UserView;

export const usersKeys = createQueryKeys('users');

/** The signed-in (or previewed) user lives under `['users', 'detail', 'me']`. */
export const currentUserKey = usersKeys.detail('me');

export function displayName(user: Pick<User, 'firstname' | 'surname' | 'username'>): string {
  const name = [user.firstname, user.surname].filter(Boolean).join(' ');
  return name || user.username;
}

/**
 * The signed-in user as the domain rules read it (id, roles, own company id or null): the one shape
 * every `can…`/`may…` rule of domain/ takes, built once instead of at each call.
 */
export const asRuleUser = (user: Pick<User, 'id' | 'roles' | 'company'>) => ({
  id: user.id,
  roles: user.roles,
  companyId: user.company?.id ?? null,
});
