/** Ride comments (courses.md §3, §5, §6): list, add, delete; every write publishes a course_update. */
import type { RideComment } from '../../../domain/contract/ride-talk.schema';
import { asc, eq, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { COMMENT_MESSAGES, canDeleteComment, commentAuthorKind } from '../../../domain/courses/ride-comments';
import { canOpenCourseDrawer } from '../../../domain/courses/drawer-access';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { rideComments, rides } from '../../db/course-schema';
import { userRoles, users } from '../../db/schema';
import { publishCourseEvent } from '../../events/event-log';
import { ApiError, forbidden, notFound } from '../../http/errors';
import { rideIri, visibleRide } from './ride-talk.access';
import type { RideType } from './ride-talk.access';

/** The comments matching `where` with their authors, oldest first (ties by id). */
async function commentsOf(db: Db, where: SQL): Promise<RideComment[]> {
  const rows = await db
    .select({ comment: rideComments, rideType: rides.type, user: users })
    .from(rideComments)
    .innerJoin(rides, eq(rides.id, rideComments.rideId))
    .innerJoin(users, eq(users.id, rideComments.userId))
    .where(where)
    .orderBy(asc(rideComments.createdAt), asc(rideComments.id));
  const authorIds = [...new Set(rows.map((row) => row.user.id))];
  const roleRows =
    authorIds.length === 0
      ? []
      : await db.select().from(userRoles).where(inArray(userRoles.userId, authorIds));
  return rows.map(({ comment, rideType, user }) => ({
    '@id': `/api/ride_comments/${comment.id}`,
    '@type': 'RideComment',
    id: comment.id,
    ride: rideIri(rideType, comment.rideId),
    content: comment.content,
    createdAt: comment.createdAt.toISOString(),
    user: {
      id: user.id,
      name: `${user.firstname} ${user.surname}`.trim() || user.username,
      kind: commentAuthorKind({
        roles: roleRows.filter((row) => row.userId === user.id).map((row) => row.role),
      }),
    },
  }));
}

/** Comments live in the ride drawer: who cannot open it (a driver; a passenger on a taxi ride) gets 403. */
export async function commentableRide(db: Db, user: AuthUser, rideId: number, type: RideType) {
  const ride = await visibleRide(db, user, rideId, type);
  if (!canOpenCourseDrawer(user, type)) throw forbidden();
  return ride;
}

export async function listComments(db: Db, user: AuthUser, rideId: number, type: RideType) {
  await commentableRide(db, user, rideId, type);
  return commentsOf(db, eq(rideComments.rideId, rideId));
}

export async function addComment(
  db: Db,
  user: AuthUser,
  ride: { id: number; type: RideType },
  content: string,
): Promise<RideComment> {
  const row = await commentableRide(db, user, ride.id, ride.type);
  const id = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(rideComments)
      .values({ rideId: row.id, userId: user.id, content })
      .returning({ id: rideComments.id });
    if (!inserted) throw new Error('comment not inserted');
    await publishCourseEvent(tx, 'course_update', row.courseId);
    return inserted.id;
  });
  const [comment] = await commentsOf(db, eq(rideComments.id, id));
  if (!comment) throw notFound();
  return comment;
}

/** Admins only (403 for anybody else, before anything is looked up); 404 when there is no such comment. */
export async function deleteComment(db: Db, user: AuthUser, id: number): Promise<void> {
  if (!canDeleteComment(user)) throw new ApiError(403, COMMENT_MESSAGES.deleteForbidden);
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(rideComments)
      .where(eq(rideComments.id, id))
      .returning({ rideId: rideComments.rideId });
    if (!deleted) throw notFound();
    const [ride] = await tx
      .select({ courseId: rides.courseId })
      .from(rides)
      .where(eq(rides.id, deleted.rideId));
    if (ride) await publishCourseEvent(tx, 'course_update', ride.courseId);
  });
}
