import { FINANCE_COURSE_STATUS } from '@domain/finance/finance-rules';
import type { FinancialReportBody } from '@domain/finance/finance-requests';

export type Approval = '' | 'true' | 'false';

export interface FinanceFilterValues {
  /** 'YYYY-MM-DD' or '' (cleared). */
  from: string;
  to: string;
  approval: Approval;
}

/**
 * The body of one card's calls (courses.md §7, §9): dates as 00:00:00 and 23:59:59 (§8), status fixed
 * [5], the base transport company the user's own, one company per call.
 * Example: financeBody({ from: '2026-11-01', to: '', approval: 'true' }, 4, 7).started_at_from === '2026-11-01 00:00:00'
 */
export function financeBody(
  filters: FinanceFilterValues,
  ownCompanyId: number,
  companyId: number,
): FinancialReportBody {
  return {
    base_transport_company_ids: [ownCompanyId],
    course_statuses: [FINANCE_COURSE_STATUS],
    company_approved: filters.approval === '' ? null : filters.approval === 'true',
    started_at_from: filters.from === '' ? null : `${filters.from} 00:00:00`,
    started_at_to: filters.to === '' ? null : `${filters.to} 23:59:59`,
    company_ids: [companyId],
  };
}
