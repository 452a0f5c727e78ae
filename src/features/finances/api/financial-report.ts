import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { createQueryKeys } from '@/api/query-keys';
import { downloadFile } from '@/api/download-file';
import { financialStatisticsSchema, type FinancialStatistics } from '@domain/contract/finance.schema';
import type { FinancialReportBody } from '@domain/finance/finance-requests';

export const financeKeys = createQueryKeys('financial_report');

/** `POST financial_report/courses` (courses.md §7): one company's sums. */
export async function fetchFinancialStatistics(body: FinancialReportBody): Promise<FinancialStatistics> {
  const response = await api.post<unknown>('/financial_report/courses', body);
  return financialStatisticsSchema.parse(response.data);
}

/** One card's sums; the body is the key, so a new 'Generuj statystyki' with other filters refetches. */
export const useFinancialStatistics = (body: FinancialReportBody) =>
  useQuery(
    queryOptions({
      queryKey: financeKeys.list(body),
      queryFn: () => fetchFinancialStatistics(body),
      staleTime: 60_000,
    }),
  );

/** 'Raport': `POST financial_report/courses/xls`, saved as report.xls unless the server names it. */
export const downloadFinanceReport = (body: FinancialReportBody) =>
  downloadFile({
    url: '/financial_report/courses/xls',
    method: 'POST',
    data: body,
    fallbackName: 'report.xls',
  });
