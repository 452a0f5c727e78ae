/**
 * GET /api/kilometer_courses/report: the kilometer-course report as a PDF, or CSV with `Accept: text/csv`
 * (courses.md §7, docs/api.md). Who may call first (403), then the query (400), then the rows the
 * caller may see.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { courseVisibility } from '../../domain/courses/visibility';
import { canGenerateKilometerReport } from '../../domain/reports/report-permissions';
import { currentUser, type AuthUser } from '../auth/authenticate';
import type { Db } from '../db/client';
import { passengers } from '../db/schema';
import { onlyFor } from '../http/access-first';
import { forbidden } from '../http/errors';
import { binary } from '../http/responses';
import type { ZodTypeProvider } from '../http/zod-provider';
import { warsawDateTime } from './course-report';
import { loadKilometerReport, type OwnRides } from './kilometer-report';
import { buildKilometerReportCsv } from './kilometer-report.csv';
import { buildKilometerReportPdf } from './kilometer-report.pdf';
import { kilometerReportQuerySchema, type KilometerReportQuery } from './kilometer-report.query';

export interface KilometerReportRoutesOptions {
  /** The clock; tests pin it. */
  now?: () => Date;
}

export const KILOMETER_REPORT_URL = '/api/kilometer_courses/report';
const PDF = 'application/pdf';
const CSV = 'text/csv; charset=utf-8';

/** A passenger's own rides only; naming another passenger is refused rather than answered empty. */
async function ownRidesOf(db: Db, user: AuthUser, query: KilometerReportQuery): Promise<OwnRides | null> {
  if (courseVisibility(user).kind !== 'passenger') return null;
  const [own] = await db.select({ id: passengers.id }).from(passengers).where(eq(passengers.userId, user.id));
  const passengerId = own?.id ?? null;
  if (query.passengerId !== null && query.passengerId !== passengerId) throw forbidden();
  return { userId: user.id, passengerId };
}

export async function kilometerReportRoutes(
  app: FastifyInstance,
  opts: KilometerReportRoutesOptions = {},
): Promise<void> {
  const now = opts.now ?? (() => new Date());

  app.withTypeProvider<ZodTypeProvider>().get(
    KILOMETER_REPORT_URL,
    {
      preValidation: onlyFor(canGenerateKilometerReport),
      schema: { querystring: kilometerReportQuerySchema, response: { 200: binary(PDF) } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const query = request.query.filters;
      const own = await ownRidesOf(app.db, user, query);
      const at = now();
      const rows = await loadKilometerReport(app.db, courseVisibility(user), query, own, at);
      const csv = (request.headers.accept ?? '').includes('text/csv');
      const name = `raport-kilometrowek-${query.start}-${query.end}`;
      reply.header('cache-control', 'no-store');
      if (csv)
        return reply
          .header('content-type', CSV)
          .header('content-disposition', `attachment; filename="${name}.csv"`)
          .send(buildKilometerReportCsv(rows));
      const file = await buildKilometerReportPdf(rows, query, warsawDateTime(at.toISOString()));
      return reply
        .header('content-type', PDF)
        .header('content-disposition', `attachment; filename="${name}.pdf"`)
        .send(file);
    },
  );
}
