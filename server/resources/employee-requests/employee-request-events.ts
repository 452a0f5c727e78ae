/**
 * The live `employee_request` event (administration.md §7 'Live updates'): written in the write's
 * transaction, for the users who may see the request — its creator, the admins and the watchers whose
 * scope holds it (the same rule as `canSeeRequest`, row 533).
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { publishAudienceEvent } from '../../events/audience-events';
import { userRoles, users } from '../../db/schema';
import type { RequestRow } from './employee-requests.repository';

export type RequestEventKind = 'created' | 'message' | 'viewed' | 'finished';

export interface Audience {
  userIds: number[];
  roles: string[];
}

/** Who hears about a request: its creator, every admin, and the watchers of the creator's company. */
export async function requestAudience(tx: Tx, row: RequestRow): Promise<Audience> {
  const watchers = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'ROLE_EMPLOYEE_REQUEST')))
    .where(
      row.creatorCompanyId === null
        ? isNull(users.companyId)
        : or(isNull(users.companyId), eq(users.companyId, row.creatorCompanyId)),
    );
  const userIds = [...new Set([row.request.createdById, ...watchers.map((w) => w.id)])];
  return { userIds, roles: ['ROLE_ADMIN'] };
}

/** The one place the event is published: written in the write's transaction, sent once it commits. */
export async function publishRequestEvent(tx: Tx, row: RequestRow, kind: RequestEventKind): Promise<void> {
  await publishAudienceEvent(tx, {
    type: 'employee_request',
    entityType: 'employee_request',
    entityId: row.request.id,
    audience: await requestAudience(tx, row),
    data: { change: kind },
  });
}
