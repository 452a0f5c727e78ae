import type { RequestViewer } from '@domain/employee-requests/employee-request-rules';
import type { User } from '@/api/user.schema';

/** The current user as the request rules read them. */
export const viewerOf = (user: User): RequestViewer => ({
  id: user.id,
  roles: user.roles,
  companyId: user.company?.id ?? null,
});
