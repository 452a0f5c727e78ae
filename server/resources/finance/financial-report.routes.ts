/**
 * POST /financial_report/courses (one company's sums) and POST /financial_report/courses/xls (its
 * rides as a spreadsheet): courses.md §2 'Finanse', §7. Outside /api as the spec names them, still
 * closed to callers without a session (server/http/api-paths.ts).
 */
import type { FastifyInstance } from 'fastify';
import { financialStatisticsSchema } from '../../../domain/contract/finance.schema';
import { canReadFinancialReport } from '../../../domain/finance/finance-rules';
import { financialReportRequestSchema } from '../../../domain/finance/finance-requests';
import { financeSums } from '../../../domain/finance/finance-sums';
import { currentUser } from '../../auth/authenticate';
import { onlyFor } from '../../http/access-first';
import { binary } from '../../http/responses';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { XLSX_CONTENT_TYPE } from '../../reports/course-report.routes';
import { financeReportFile } from './financial-report.export';
import { findFinanceRides } from './financial-report.repository';
import { financeFilterFor } from './financial-report.service';

export interface FinanceRoutesOptions {
  now?: () => Date;
}

export async function financialReportRoutes(app: FastifyInstance, opts: FinanceRoutesOptions = {}) {
  const now = opts.now ?? (() => new Date());
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/financial_report/courses',
    {
      preValidation: onlyFor(canReadFinancialReport),
      schema: { body: financialReportRequestSchema, response: { 200: financialStatisticsSchema } },
    },
    async (request) => {
      const filter = financeFilterFor(currentUser(request), request.body);
      return financeSums(await findFinanceRides(app.db, filter));
    },
  );

  r.post(
    '/financial_report/courses/xls',
    {
      preValidation: onlyFor(canReadFinancialReport),
      schema: { body: financialReportRequestSchema, response: { 200: binary(XLSX_CONTENT_TYPE) } },
    },
    async (request, reply) => {
      const file = await financeReportFile(app.db, currentUser(request), request.body, now());
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );
}
