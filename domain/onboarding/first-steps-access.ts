/**
 * Who sees 'Pierwsze kroki' (issue 31): apart from the steps themselves (first-steps.ts), so the course
 * list, which decides whether to offer them, loads this rule and nothing more of the feature.
 */
import { hasRole, type HasRoles } from '../auth/roles';

/** Only an administrator sets up an installation: everyone else gets 403 from the server. */
export const canSeeFirstSteps = (user: HasRoles): boolean => hasRole(user, 'ROLE_ADMIN');
