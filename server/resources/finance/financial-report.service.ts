/**
 * The transport company finance card and its report (courses.md §2 'Finanse', §7, §9): access first,
 * then the one company of the call, then the rides of `findFinanceRides`.
 */
import {
  FINANCE_COURSE_STATUS,
  canReadFinancialReport,
  financeRideStatuses,
} from '../../../domain/finance/finance-rules';
import type { FinancialReportRequest } from '../../../domain/finance/finance-requests';
import type { HasRoles } from '../../../domain/auth/roles';
import { ViolationError, forbidden } from '../../http/errors';
import { HTTP_MESSAGES } from '../../http/messages';
import type { FinanceFilter } from './financial-report.repository';

/** Whose rights: the signed-in caller, or a subscriber the report job loads (row 799). */
export type FinanceCaller = HasRoles & { companyId: number | null };

/**
 * The filter of a call: the base transport company is the caller's own (another one named is 403,
 * row 172); the railway company is the first of company_ids (§7); course_statuses may only name 5.
 */
export function financeFilterFor(user: FinanceCaller, body: FinancialReportRequest): FinanceFilter {
  if (!canReadFinancialReport(user) || user.companyId === null) throw forbidden();
  const own = user.companyId;
  if ((body.base_transport_company_ids ?? []).some((id) => id !== own)) throw forbidden();
  if ((body.course_statuses ?? []).some((status) => status !== FINANCE_COURSE_STATUS))
    throw new ViolationError([{ propertyPath: 'course_statuses', message: HTTP_MESSAGES.invalidValue }]);
  const [companyId] = body.company_ids;
  if (companyId === undefined)
    throw new ViolationError([{ propertyPath: 'company_ids', message: HTTP_MESSAGES.required }]);
  return {
    transportCompanyId: own,
    companyId,
    statuses: financeRideStatuses(body.company_approved),
    from: body.started_at_from,
    to: body.started_at_to,
  };
}
