import { type User, asRuleUser } from '@/api/user.schema';
import type { StartingBaseAdmin } from '@domain/places/starting-base-permissions';

/** The signed-in user as the starting base rules read them. */
export const baseAdminOf = (user: User): StartingBaseAdmin => asRuleUser(user);
