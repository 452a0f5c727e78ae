/**
 * `GET api/abstract_course/settle` (courses.md §7): 'Zaakceptuj wszystkie do rozliczenia'. Moves every
 * ride of the caller's company that is ready for settlement (domain/courses/bulk-settle.ts) in one
 * transaction, bumps the versions of rides and courses (an open form then gets a stale-version answer
 * instead of overwriting the status) and publishes a course_update per course for the live lists.
 * Each moved ride gets a settlement history row. The courses are locked before their rides, as every
 * ride step locks them, so a bulk accept and a single step never wait on each other in a cycle. The spec names a GET; it is not safe to repeat only in that a repeat finds nothing left to accept.
 */
import { bulkSettleResultSchema } from '../../../domain/contract/settlement.schema';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  BULK_SETTLE_MESSAGES,
  BULK_SETTLE_TRANSITIONS,
  bulkSettledMessage,
  canBulkSettle,
} from '../../../domain/courses/bulk-settle';
import { currentUser } from '../../auth/authenticate';
import { courses, rides } from '../../db/course-schema';
import { publishCourseEvent } from '../../events/event-log';
import { ApiError } from '../../http/errors';
import { writeHistory } from './settlement.repository';
import { bumpVersion } from '../../http/versioning';

const { taxi, kilometer } = BULK_SETTLE_TRANSITIONS;

export async function bulkSettleRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/abstract_course/settle',
      { schema: { response: { 200: bulkSettleResultSchema } } },
      async (request) => {
        const user = currentUser(request);
        if (!canBulkSettle(user) || user.companyId === null)
          throw new ApiError(403, BULK_SETTLE_MESSAGES.forbidden);
        const companyId = user.companyId;
        const courseIds = await app.db.transaction(async (tx) => {
          // Lock order as everywhere (ride-lock.repository.ts): the courses first, by id, then their
          // rides. Updating the rides first deadlocked against a single step holding the course (500).
          const ready = or(
            and(eq(rides.type, 'taxi'), eq(rides.status, taxi.from)),
            and(eq(rides.type, 'kilometer'), eq(rides.status, kilometer.from)),
          );
          const locked = await tx
            .select({ id: courses.id })
            .from(courses)
            .where(
              and(
                eq(courses.companyId, companyId),
                inArray(courses.id, tx.select({ id: rides.courseId }).from(rides).where(ready)),
              ),
            )
            .orderBy(courses.id)
            .for('update');
          if (locked.length === 0) return [];
          const moved = await tx
            .update(rides)
            .set({
              status: sql`case when ${rides.type} = 'taxi' then ${taxi.to} else ${kilometer.to} end`,
              version: bumpVersion(rides.version),
            })
            .where(
              and(
                inArray(
                  rides.courseId,
                  locked.map((row) => row.id),
                ),
                ready,
              ),
            )
            .returning({ id: rides.id, type: rides.type, courseId: rides.courseId });
          const ids = [...new Set(moved.map((row) => row.courseId))].sort((a, b) => a - b);
          if (ids.length === 0) return ids;
          // Every acceptance leaves its 'Historia rozliczenia' row, as the single one does.
          const history = moved.map((row) => {
            const pair = row.type === 'taxi' ? taxi : kilometer;
            return {
              courseId: row.courseId,
              rideId: row.id,
              field: 'status',
              fromValue: pair.from,
              toValue: pair.to,
            };
          });
          await writeHistory(tx, history, user.id, new Date());
          await tx
            .update(courses)
            .set({ version: bumpVersion(courses.version) })
            .where(inArray(courses.id, ids));
          for (const id of ids) await publishCourseEvent(tx, 'course_update', id);
          return ids;
        });
        const settled = courseIds.length;
        return {
          settled,
          message: settled === 0 ? BULK_SETTLE_MESSAGES.none : bulkSettledMessage(settled),
        };
      },
    );
}
