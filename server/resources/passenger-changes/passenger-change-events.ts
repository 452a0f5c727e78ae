/**
 * The `passenger_change` live event (administration.md §7 Live updates): one per register row, heard
 * by the users who may read that row: holders of ROLE_PASSENGER_CHANGE who see its course (row 553).
 */
import { eq, inArray } from 'drizzle-orm';
import { superiorOfUser } from '../../../domain/courses/course-permissions';
import { courseVisibility, isCourseVisible } from '../../../domain/courses/visibility';
import { canReadPassengerChanges } from '../../../domain/passenger-changes/passenger-change-rules';
import type { Db } from '../../db/client';
import { userRoles, users } from '../../db/schema';
import { publishAudienceEvent } from '../../events/audience-events';
import { loadCourseParties } from '../../events/event-log';
import { contractorLinks } from '../course-core/course-core.repository';

/** The ids of the active users who may read the course's passenger changes, in id order. */
export async function passengerChangeAudience(tx: Db, courseId: number): Promise<number[]> {
  const parties = await loadCourseParties(tx, courseId);
  if (!parties) return [];
  // Only the role's holders are read, with all their roles (the visibility rule needs them).
  const holders = tx
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, 'ROLE_PASSENGER_CHANGE'));
  const rows = await tx
    .select({ id: users.id, companyId: users.companyId, isActive: users.isActive, role: userRoles.role })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(inArray(users.id, holders));
  const byUser = new Map<number, { id: number; companyId: number | null; roles: string[] }>();
  for (const row of rows) {
    if (!row.isActive) continue;
    const user = byUser.get(row.id) ?? { id: row.id, companyId: row.companyId, roles: [] };
    user.roles.push(row.role);
    byUser.set(row.id, user);
  }
  const readers = [...byUser.values()].filter(canReadPassengerChanges);
  if (readers.length === 0) return [];
  const links = await contractorLinks(tx);
  return readers
    .filter((user) => isCourseVisible(courseVisibility(user), parties, superiorOfUser(user, links)))
    .map((user) => user.id)
    .sort((a, b) => a - b);
}

/**
 * Publishes the events of new rows inside the write's transaction, each to the readers of its course,
 * listed by id: the audience is narrower than the role (each reader sees only their courses), row 553.
 * The audience is worked out once per course.
 */
export async function publishPassengerChanges(
  tx: Db,
  rows: readonly { id: number; courseId: number }[],
): Promise<void> {
  const audienceOf = new Map<number, number[]>();
  for (const row of rows) {
    const userIds = audienceOf.get(row.courseId) ?? (await passengerChangeAudience(tx, row.courseId));
    audienceOf.set(row.courseId, userIds);
    if (userIds.length === 0) continue;
    await publishAudienceEvent(tx, {
      type: 'passenger_change',
      entityType: 'passenger_change',
      entityId: row.id,
      audience: { userIds },
      data: { courseId: row.courseId, change: 'created' },
    });
  }
}
