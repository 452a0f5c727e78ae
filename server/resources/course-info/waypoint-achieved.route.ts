/**
 * `POST /api/waypoints/{id}/achieved?at=` — 'Osiągnięto przystanek {place}?' for a driver signed in to
 * the app (the course card's timeline): the same rule and effect as the link's `segment-achieved`,
 * for the course's own driver only (403 for anyone else who may see the course, 404 otherwise).
 */
import { courseItemSchema } from '../../../domain/contract/course.schema';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hasRole } from '../../../domain/auth/roles';
import { currentUser } from '../../auth/authenticate';
import { courses, rides, waypoints } from '../../db/course-schema';
import { forbidden, notFound } from '../../http/errors';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { etagOf } from '../../http/versioning';
import { courseAccess } from '../course-core/course-access';
import { courseView } from '../course-core/course.serializer';
import { onCourseId, reachChange } from './course-info.marks';
import { idParams } from '../../http/params';

const params = idParams;
const query = z.object({ at: z.iso.datetime({ offset: true }).max(40).optional() });

export async function waypointAchievedRoute(app: FastifyInstance, opts: { now?: () => Date } = {}) {
  const clock = opts.now ?? (() => new Date());
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/waypoints/:id/achieved',
    {
      schema: { params, querystring: query, response: { 200: courseItemSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const now = clock();
      const [row] = await app.db
        .select({ courseId: rides.courseId, driverId: courses.driverId })
        .from(waypoints)
        .innerJoin(rides, eq(rides.id, waypoints.rideId))
        .innerJoin(courses, eq(courses.id, rides.courseId))
        .where(and(eq(waypoints.id, request.params.id), eq(rides.type, 'taxi')));
      if (!row) throw notFound();
      await (await courseAccess(app.db, user)).visible(row.courseId, 'taxi');
      if (!hasRole(user, 'ROLE_DRIVER') || row.driverId !== user.id) throw forbidden();
      const at = request.query.at ? new Date(request.query.at) : null;
      await onCourseId(app.db, row.courseId, now, reachChange(request.params.id, at, now));
      const result = await courseView(app.db, row.courseId, now);
      return reply.header('ETag', etagOf(result.version)).send(result.view);
    },
  );
}
