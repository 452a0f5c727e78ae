/**
 * The driver's link API (courses.md §7), public: the token in the path is the credential.
 * - GET  /api/course-info/{token}
 * - POST /api/course-info/reply/{token}/{rideId}/{accept|decline}
 * - POST /api/course-info/start/{token}?at=
 * - POST /api/course-info/segment-achieved/{token}/{waypointId}?at=
 * - POST /api/course-info/end/{token}/{endedAt}   (an ISO time, or `now`)
 * - PUT  /api/course-info/course-report/{token}
 * Every call answers the course as GET does. `at` is when the driver tapped (offline marks).
 */
import { courseInfoSchema } from '../../../domain/contract/course-info.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { driverReportSchema } from '../../../domain/courses/driver-report.schema';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { courseInfo } from './course-info.read';
import { waypointAchievedRoute } from './waypoint-achieved.route';
import { endCourse, reachStop, replyToRide, saveCourseReport, startCourse } from './course-info.marks';
import { rowId } from '../../http/params';

export interface CourseInfoRoutesOptions {
  now?: () => Date;
}

const token = z.string().min(1).max(100);
const id = rowId;
const moment = z.iso.datetime({ offset: true }).max(40);
const atQuery = z.object({ at: moment.optional() });
const toDate = (value: string | undefined) =>
  value === undefined || value === 'now' ? null : new Date(value);

const BASE = '/api/course-info';
/** Every driver-link call answers the course as the driver's page shows it. */
const info = { 200: courseInfoSchema };

export async function courseInfoRoutes(app: FastifyInstance, opts: CourseInfoRoutesOptions = {}) {
  const now = opts.now ?? (() => new Date());
  const r = app.withTypeProvider<ZodTypeProvider>();
  const answer = async (raw: string, at: Date) => {
    app.outbox.kick();
    return courseInfo(app.db, raw, at);
  };

  await waypointAchievedRoute(app, opts);

  r.get(`${BASE}/:token`, { schema: { params: z.object({ token }), response: info } }, async (request) =>
    courseInfo(app.db, request.params.token, now()),
  );

  r.post(
    `${BASE}/reply/:token/:rideId/:answer`,
    {
      schema: {
        params: z.object({ token, rideId: id, answer: z.enum(['accept', 'decline']) }),
        response: info,
      },
    },
    async (request) => {
      const { params } = request;
      const at = now();
      await replyToRide(app.db, params.token, params.rideId, params.answer === 'accept', at);
      return answer(params.token, at);
    },
  );

  r.post(
    `${BASE}/start/:token`,
    { schema: { params: z.object({ token }), querystring: atQuery, response: info } },
    async (request) => {
      const at = now();
      await startCourse(app.db, request.params.token, toDate(request.query.at), at, {
        publicUrl: app.config.publicUrl,
        secret: app.config.jwtSecret,
      });
      return answer(request.params.token, at);
    },
  );

  r.post(
    `${BASE}/segment-achieved/:token/:waypointId`,
    { schema: { params: z.object({ token, waypointId: id }), querystring: atQuery, response: info } },
    async (request) => {
      const { params } = request;
      const at = now();
      await reachStop(app.db, params.token, params.waypointId, toDate(request.query.at), at);
      return answer(params.token, at);
    },
  );

  r.post(
    `${BASE}/end/:token/:endedAt`,
    { schema: { params: z.object({ token, endedAt: z.union([z.literal('now'), moment]) }), response: info } },
    async (request) => {
      const { params } = request;
      const at = now();
      await endCourse(app.db, params.token, toDate(params.endedAt), at);
      return answer(params.token, at);
    },
  );

  r.put(
    `${BASE}/course-report/:token`,
    { schema: { params: z.object({ token }), body: driverReportSchema, response: info } },
    async (request) => {
      const at = now();
      await saveCourseReport(app.db, request.params.token, request.body, at);
      return answer(request.params.token, at);
    },
  );
}
