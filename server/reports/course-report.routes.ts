/** GET /api/abstract_courses/export.xlsx: the course list as a spreadsheet ('Pobierz .xlsx', courses.md §2). */
import { binary } from '../http/responses';
import type { FastifyInstance } from 'fastify';
import { canDownloadReport } from '../../domain/courses/course-permissions';
import { courseVisibility } from '../../domain/courses/visibility';
import { authenticate, currentUser } from '../auth/authenticate';
import { forbidden } from '../http/errors';
import { parseCourseListQuery } from '../resources/courses/course-list.query';
import type { CourseListQuery, RawQuery } from '../resources/courses/course-list.query';
import { buildCourseWorkbook, loadReportCourses, reportRows, warsawDate } from './course-report';

export interface CourseReportRoutesOptions {
  /** The clock; tests pin it. */
  now?: () => Date;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const rawQuery = (query: unknown): RawQuery =>
  typeof query === 'object' && query !== null ? Object.fromEntries(Object.entries(query)) : {};

const parseQuery = (query: unknown): CourseListQuery => parseCourseListQuery(rawQuery(query));

export async function courseReportRoutes(
  app: FastifyInstance,
  opts: CourseReportRoutesOptions = {},
): Promise<void> {
  const now = opts.now ?? (() => new Date());

  app.get(
    '/api/abstract_courses/export.xlsx',
    { onRequest: authenticate, schema: { response: { 200: binary(XLSX_CONTENT_TYPE) } } },
    async (request, reply) => {
      const user = currentUser(request);
      if (!canDownloadReport(user)) throw forbidden();
      const query = parseQuery(request.query);
      const at = now();
      const courses = await loadReportCourses(app.db, courseVisibility(user), query, at);
      const file = await buildCourseWorkbook(reportRows(courses));
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="kursy-${warsawDate(at)}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
}
