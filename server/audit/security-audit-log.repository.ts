/** The query behind GET /api/security_audit_logs (issue 14): newest first, filtered, paged. */
import { and, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { AuditEventType } from '../../domain/audit/audit-events';
import type { Db } from '../db/client';
import { securityAuditLogs } from '../db/audit-schema';
import { adminSearch } from '../http/admin-list';
import type { Page } from '../http/pagination';
import { paged } from '../db/paged';

export interface AuditLogFilters {
  type: AuditEventType | undefined;
  /** The account named as actor or subject. */
  userId: number | undefined;
  /** Folded login-name fragment, matched against actor, subject and a failed login's tried name. */
  search: string | undefined;
  /** Instants bounding `occurred_at`: from inclusive, to exclusive. */
  from: Date | undefined;
  to: Date | undefined;
}

export async function findAuditLogPage(db: Db, filters: AuditLogFilters, page: Page) {
  const t = securityAuditLogs;
  const where = and(
    filters.type === undefined ? undefined : eq(t.eventType, filters.type),
    filters.userId === undefined
      ? undefined
      : or(eq(t.actorId, filters.userId), eq(t.subjectId, filters.userId)),
    adminSearch(filters.search, [t.actorUsername, t.subjectUsername, sql`${t.details}->>'username'`]),
    filters.from === undefined ? undefined : gte(t.occurredAt, filters.from),
    filters.to === undefined ? undefined : lt(t.occurredAt, filters.to),
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t)
    .where(where);
  const base = db
    .select()
    .from(t)
    .where(where)
    .orderBy(desc(t.occurredAt), desc(t.id))
    .offset(page.offset)
    .$dynamic();
  const rows = await paged(base, page);
  return { total: count?.n ?? 0, rows };
}

export type AuditLogRow = Awaited<ReturnType<typeof findAuditLogPage>>['rows'][number];
