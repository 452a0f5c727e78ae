import { canReadSecurityAuditLog } from '@domain/audit/audit-events';
import { SecurityAuditLogPage } from '@/features/security-audit-log/components/security-audit-log-page';
import { useLoadedUser } from './use-loaded-user';
import { NoAccess } from './no-access';

/** 'Dziennik bezpieczeństwa' for administrators only (docs/spec-decisions.md row 321). */
export function Component() {
  const user = useLoadedUser();
  return canReadSecurityAuditLog(user) ? <SecurityAuditLogPage /> : <NoAccess />;
}
