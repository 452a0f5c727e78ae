/**
 * `PUT api/taxi_course_rides/{id}/starting_base` with `{ fromStartingBase, toStartingBase, version? }`
 * ('Edycja bazy startowej', courses.md §2, §6): a manager or superior contractor changes the ride's
 * starting bases. Same shape as the transitions: 404 invisible, 403/409 by the domain rule, 409/412
 * stale, 422 unknown base; one transaction with a course_update event.
 */
import { courseItemSchema } from '../../../domain/contract/course.schema';
import { RESOURCES, iriRef } from '../../../domain/contract/iri';
import { checkFreshness, etagOf, ifMatchOf, versionField, bumpVersion } from '../../http/versioning';
import { idParams } from '../../http/params';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { COURSE_MESSAGES } from '../../../domain/courses/course-messages';
import {
  STARTING_BASE_REFUSALS,
  canEditStartingBase,
  isStartingBaseEditor,
} from '../../../domain/rides/starting-base';
import { rideVisibleFirst } from '../course-core/ride-visible-first';
import { rides } from '../../db/course-schema';
import { startingBases } from '../../db/schema';
import { publishCourseEvent } from '../../events/event-log';
import { ApiError, ViolationError, notFound } from '../../http/errors';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { courseAccess } from '../course-core/course-access';
import { courseView } from '../course-core/course.serializer';
import { findTaxiRideCourseId, lockCourse, touchCourses } from '../course-core/ride-lock.repository';
import { transitionCourse } from '../course-core/ride-lock.repository';
import { contextOf } from '../course-core/write-context';
import type { RideTransitionOptions } from '../course-core/write-context';

const baseIri = iriRef(RESOURCES.startingBase, COURSE_MESSAGES.invalidValue).nullable();
const body = z.object({ fromStartingBase: baseIri, toStartingBase: baseIri, version: versionField });

export async function startingBaseRoute(app: FastifyInstance, opts: RideTransitionOptions) {
  const context = contextOf(app, opts);
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/taxi_course_rides/:id/starting_base',
    {
      preValidation: rideVisibleFirst(app.db, isStartingBaseEditor, STARTING_BASE_REFUSALS.forbidden),
      schema: { params: idParams, body, response: { 200: courseItemSchema } },
    },
    async (request, reply) => {
      const ctx = context(request);
      const rideId = request.params.id;
      const courseId = await findTaxiRideCourseId(ctx.db, rideId);
      if (courseId === undefined) throw notFound();
      const access = await courseAccess(ctx.db, ctx.user);
      await access.visible(courseId, 'taxi');
      const from = request.body.fromStartingBase;
      const to = request.body.toStartingBase;

      await ctx.db.transaction(async (tx) => {
        const locked = await lockCourse(tx, courseId);
        const ride = locked?.rides.find((row) => row.id === rideId);
        if (!locked || !ride) throw notFound();
        const check = canEditStartingBase(ctx.user, transitionCourse(locked), ride, access.superiorOf);
        if (!check.allowed)
          throw new ApiError(check.reason === 'forbidden' ? 403 : 409, STARTING_BASE_REFUSALS[check.reason]);
        // Starting bases replace fields of the ride: a version is required (ADR 003).
        checkFreshness({
          etagVersion: locked.course.version,
          bodyCurrent: ride.version,
          ifMatch: ifMatchOf(request),
          bodyVersion: request.body.version,
          required: true,
        });
        const wanted = [from, to].filter((id): id is number => id !== null);
        const found = wanted.length
          ? await tx
              .select({ id: startingBases.id })
              .from(startingBases)
              .where(inArray(startingBases.id, wanted))
          : [];
        const violations = (
          [
            ['fromStartingBase', from],
            ['toStartingBase', to],
          ] as const
        )
          .filter(([, id]) => id !== null && !found.some((row) => row.id === id))
          .map(([propertyPath]) => ({ propertyPath, message: STARTING_BASE_REFUSALS.unknownBase }));
        if (violations.length > 0) throw new ViolationError(violations);
        await tx
          .update(rides)
          .set({ fromStartingBaseId: from, toStartingBaseId: to, version: bumpVersion(rides.version) })
          .where(eq(rides.id, rideId));
        await touchCourses(tx, [courseId], ctx.now);
        await publishCourseEvent(tx, 'course_update', courseId);
      });
      const result = await courseView(ctx.db, courseId, ctx.now);
      return reply.header('ETag', etagOf(result.version)).send(result.view);
    },
  );
}
