/**
 * The `passenger_change` live event (administration.md §7 Live updates): one per register row, heard
 * by the users who may read that row: holders of ROLE_PASSENGER_CHANGE who see its course (row 553).
 */
import { eq } from 'drizzle-orm';
import { superiorCompaniesOf } from '../../../domain/courses/course-permissions';
import { courseVisibility, isCourseVisible } from '../../../domain/courses/visibility';
import { canReadPassengerChanges } from '../../../domain/passenger-changes/passenger-change-rules';
import type { Tx } from '../../db/client';
import { userRoles, users } from '../../db/schema';
import { publishAudienceEvent } from '../../events/audience-events';
import { loadCourseParties } from '../../events/event-log';
import { contractorLinks } from '../course-core/course-core.repository';

/** The ids of the active users who may read the course's passenger changes, in id order. */
export async function passengerChangeAudience(tx: Tx, courseId: number): Promise<number[]> {
  const parties = await loadCourseParties(tx, courseId);
  if (!parties) return [];
  const rows = await tx
    .select({ id: users.id, companyId: users.companyId, isActive: users.isActive, role: userRoles.role })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id));
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
    .filter((user) =>
      isCourseVisible(
        courseVisibility(user),
        parties,
        user.companyId === null ? [] : superiorCompaniesOf(user.companyId, links),
      ),
    )
    .map((user) => user.id)
    .sort((a, b) => a - b);
}

/**
 * Publishes the row's event inside the write's transaction, to the readers of its course, listed by id:
 * the audience is narrower than the role (each reader sees only their courses), row 553.
 */
export async function publishPassengerChange(tx: Tx, changeId: number, courseId: number): Promise<void> {
  const userIds = await passengerChangeAudience(tx, courseId);
  if (userIds.length === 0) return;
  await publishAudienceEvent(tx, {
    type: 'passenger_change',
    entityType: 'passenger_change',
    entityId: changeId,
    audience: { userIds },
    data: { courseId, change: 'created' },
  });
}
