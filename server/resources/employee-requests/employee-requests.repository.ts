/**
 * Reads of employee requests: the list filtered in SQL by the domain's `requestScope` (proven equal to
 * `canSeeRequest` in employee-requests.visibility.test.ts), a request's facts and its chat.
 */
import { and, asc, count, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  RequestScope,
  EmployeeRequestStatus,
} from '../../../domain/employee-requests/employee-request-rules';
import type { Db } from '../../db/client';
import {
  employeeRequestMessageViews,
  employeeRequestMessages,
  employeeRequests,
} from '../../db/employee-requests-schema';
import { users } from '../../db/schema';
import type { Pagination } from '../../http/pagination';

const nameOf = (firstname: string, surname: string, username: string) =>
  `${firstname} ${surname}`.trim() || username;

/** The SQL of `canSeeRequest` for a scope (`users` joined as the creator). */
export function scopeWhere(scope: NonNullable<RequestScope>): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'company':
      return or(eq(employeeRequests.createdById, scope.ownId), eq(users.companyId, scope.companyId));
    case 'own':
      return eq(employeeRequests.createdById, scope.ownId);
  }
}

const requestColumns = {
  request: employeeRequests,
  firstname: users.firstname,
  surname: users.surname,
  username: users.username,
  creatorCompanyId: users.companyId,
};

export interface RequestRow {
  request: typeof employeeRequests.$inferSelect;
  creatorName: string;
  creatorCompanyId: number | null;
}

const toRequestRow = (row: {
  request: typeof employeeRequests.$inferSelect;
  firstname: string;
  surname: string;
  username: string;
  creatorCompanyId: number | null;
}): RequestRow => ({
  request: row.request,
  creatorName: nameOf(row.firstname, row.surname, row.username),
  creatorCompanyId: row.creatorCompanyId,
});

export async function findRequest(db: Db, id: number): Promise<RequestRow | null> {
  const [row] = await db
    .select(requestColumns)
    .from(employeeRequests)
    .innerJoin(users, eq(users.id, employeeRequests.createdById))
    .where(eq(employeeRequests.id, id));
  return row ? toRequestRow(row) : null;
}

export interface MessageRow {
  id: number;
  requestId: number;
  text: string;
  createdAt: Date;
  createdById: number;
  authorName: string;
  idempotencyKey: string;
  viewedBy: number[];
}

/** Messages with their authors and viewers, oldest first (`ids` of requests, or of messages). */
export async function findMessages(db: Db, where: { requestIds?: number[]; messageIds?: number[] }) {
  const filter = where.requestIds
    ? inArray(employeeRequestMessages.requestId, where.requestIds)
    : inArray(employeeRequestMessages.id, where.messageIds ?? []);
  if ((where.requestIds ?? where.messageIds ?? []).length === 0) return [];
  const rows = await db
    .select({
      message: employeeRequestMessages,
      firstname: users.firstname,
      surname: users.surname,
      username: users.username,
      viewedBy: sql<
        number[]
      >`coalesce((select array_agg(v.user_id order by v.user_id) from ${employeeRequestMessageViews} v where v.message_id = ${employeeRequestMessages.id}), '{}')`,
    })
    .from(employeeRequestMessages)
    .innerJoin(users, eq(users.id, employeeRequestMessages.createdById))
    .where(filter)
    .orderBy(asc(employeeRequestMessages.id));
  return rows.map((row): MessageRow => ({
    id: row.message.id,
    requestId: row.message.requestId,
    text: row.message.text,
    createdAt: row.message.createdAt,
    createdById: row.message.createdById,
    authorName: nameOf(row.firstname, row.surname, row.username),
    idempotencyKey: row.message.idempotencyKey,
    viewedBy: row.viewedBy.map(Number),
  }));
}

export interface ListFilter {
  scope: NonNullable<RequestScope>;
  status: EmployeeRequestStatus;
  since: Date | null;
  pagination: Pagination;
}

const lastMessageId = sql<number>`(select max(m.id) from ${employeeRequestMessages} m where m.request_id = ${employeeRequests.id})`;

/** A page of requests, the most recently active first, each with its last message and count. */
export async function findRequestPage(db: Db, filter: ListFilter) {
  const where = and(
    scopeWhere(filter.scope),
    eq(employeeRequests.status, filter.status),
    filter.since ? gte(employeeRequests.createdAt, filter.since) : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(employeeRequests)
    .innerJoin(users, eq(users.id, employeeRequests.createdById))
    .where(where);
  const rows = await db
    .select({
      ...requestColumns,
      lastMessageId,
      messageCount: sql<number>`(select count(*)::int from ${employeeRequestMessages} m where m.request_id = ${employeeRequests.id})`,
    })
    .from(employeeRequests)
    .innerJoin(users, eq(users.id, employeeRequests.createdById))
    .where(where)
    .orderBy(desc(sql`coalesce(${lastMessageId}, 0)`), desc(employeeRequests.id))
    .offset(filter.pagination.offset)
    .limit(filter.pagination.limit ?? 1000);
  const ids = rows.map((row) => row.lastMessageId).filter((id): id is number => id !== null);
  const last = new Map(
    (await findMessages(db, { messageIds: ids.map(Number) })).map((m) => [m.requestId, m]),
  );
  return {
    total: total?.n ?? 0,
    rows: rows.map((row) => ({
      ...toRequestRow(row),
      lastMessage: last.get(row.request.id) ?? null,
      messageCount: Number(row.messageCount),
    })),
  };
}
