/** GET /api/abstract_courses/export.xlsx: the course list as a spreadsheet ('Pobierz .xlsx', courses.md §2). */
import { binary } from '../http/responses';
import type { FastifyInstance } from 'fastify';
import { canDownloadReport } from '../../domain/courses/course-permissions';
import { courseVisibility } from '../../domain/courses/visibility';
import { currentUser } from '../auth/authenticate';
import { onlyFor } from '../http/access-first';
import type { ZodTypeProvider } from '../http/zod-provider';
import { courseListQuerySchema } from '../resources/courses/course-list.query';
import { COURSE_SHEET, loadReportCourses, reportRows, warsawDate } from './course-report';

export interface CourseReportRoutesOptions {
  /** The clock; tests pin it. */
  now?: () => Date;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function courseReportRoutes(
  app: FastifyInstance,
  opts: CourseReportRoutesOptions = {},
): Promise<void> {
  const now = opts.now ?? (() => new Date());

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/abstract_courses/export.xlsx',
    {
      // Who may download, before the filters are read.
      preValidation: onlyFor(canDownloadReport),
      schema: { querystring: courseListQuerySchema, response: { 200: binary(XLSX_CONTENT_TYPE) } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const query = request.query.filters;
      const at = now();
      const courses = await loadReportCourses(app.db, courseVisibility(user), query, at);
      const file = await COURSE_SHEET.build(reportRows(courses));
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="kursy-${warsawDate(at)}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
}
