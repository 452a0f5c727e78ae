/**
 * The live `employee_request` event (administration.md §7 'Live updates'): written in the write's
 * transaction, for the users who may see the request — its creator, the admins and the watchers whose
 * scope holds it (the same rule as `canSeeRequest`, row 533).
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { publishAudienceEvent } from '../../events/audience-events';
import { enqueuePush } from '../../push/enqueue-push';
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

/** A new request or message, as its push notice says it (issue 17; docs/spec-decisions.md row 568). */
export interface RequestMessageNotice {
  authorId: number;
  text: string;
}

const PREVIEW_LENGTH = 120;

/**
 * The one place the event is published: written in the write's transaction, sent once it commits.
 * A new request or message also goes as a push notice to the same people but its author (the admins
 * by their ids: a notice has no role audience), opening the request's chat.
 */
export async function publishRequestEvent(
  tx: Tx,
  row: RequestRow,
  kind: RequestEventKind,
  message?: RequestMessageNotice,
): Promise<void> {
  const audience = await requestAudience(tx, row);
  await publishAudienceEvent(tx, {
    type: 'employee_request',
    entityType: 'employee_request',
    entityId: row.request.id,
    audience,
    data: { change: kind },
  });
  if (!message || (kind !== 'created' && kind !== 'message')) return;
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'ROLE_ADMIN')));
  const text = message.text.trim();
  await enqueuePush(
    tx,
    [...audience.userIds, ...admins.map((admin) => admin.id)],
    {
      title: kind === 'created' ? 'Nowe zgłoszenie' : 'Nowa wiadomość w zgłoszeniu',
      body: text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text,
      url: `/employee-request/${row.request.id}`,
      tag: `employee-request-${row.request.id}`,
    },
    { authorId: message.authorId },
  );
}
