import type { RequestViewer } from '@domain/employee-requests/employee-request-rules';
import { type User, asRuleUser } from '@/api/user.schema';

/** The current user as the request rules read them. */
export const viewerOf = (user: User): RequestViewer => asRuleUser(user);
