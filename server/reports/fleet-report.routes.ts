/**
 * The fleet reports (docs/api.md 'Fleet reports'): `GET api/driver_reports` and
 * `GET api/subcontractor_reports` (JSON), each with `/export.xlsx` ('Pobierz XLSX'); `month` YYYY-MM,
 * the previous Polish month when absent. ROLE_FLEET of a company only (403 before the query is read);
 * always the caller's own company.
 */
import type { FastifyInstance } from 'fastify';
import { fleetReportSchema } from '../../domain/contract/fleet-report.schema';
import { canReadFleetReports, type FleetReportKind } from '../../domain/reports/fleet-report';
import { currentMonth, previousMonth } from '../../domain/settlement/kilometer-month';
import { currentUser } from '../auth/authenticate';
import { onlyFor } from '../http/access-first';
import { querySchema, queryText } from '../http/query';
import { binary } from '../http/responses';
import type { ZodTypeProvider } from '../http/zod-provider';
import { XLSX_CONTENT_TYPE } from './course-report.routes';
import { fleetReportFile, fleetReportFor } from './fleet-report.export';

export interface FleetReportRoutesOptions {
  /** The clock (the default month); tests pin it. */
  now?: () => Date;
}

export const FLEET_REPORT_URLS: Record<FleetReportKind, string> = {
  drivers: '/api/driver_reports',
  subcontractors: '/api/subcontractor_reports',
};
const monthQuery = querySchema(['month'], (query) => ({ month: queryText(query, 'month') }));

export async function fleetReportRoutes(app: FastifyInstance, opts: FleetReportRoutesOptions = {}) {
  const now = opts.now ?? (() => new Date());
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A fleet user of no company has no own report to read (the rule says so).
  const access = onlyFor(canReadFleetReports);
  const monthOf = (month: string | undefined) => month ?? previousMonth(currentMonth(now()));

  for (const kind of ['drivers', 'subcontractors'] as const) {
    api.get(
      FLEET_REPORT_URLS[kind],
      {
        preValidation: access,
        schema: { querystring: monthQuery, response: { 200: fleetReportSchema } },
      },
      async (request, reply) => {
        const report = await fleetReportFor(
          app.db,
          currentUser(request),
          kind,
          monthOf(request.query.filters.month),
        );
        return reply.header('cache-control', 'no-store').send(report);
      },
    );
    api.get(
      `${FLEET_REPORT_URLS[kind]}/export.xlsx`,
      {
        preValidation: access,
        schema: { querystring: monthQuery, response: { 200: binary(XLSX_CONTENT_TYPE) } },
      },
      async (request, reply) => {
        const file = await fleetReportFile(
          app.db,
          currentUser(request),
          kind,
          monthOf(request.query.filters.month),
        );
        return reply
          .header('content-type', XLSX_CONTENT_TYPE)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.content);
      },
    );
  }
}
