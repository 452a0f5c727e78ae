/**
 * The impersonation part of the security audit log (issue 14; docs/spec-decisions.md rows 323-325):
 * one hook for every write made while impersonating, whichever route it is, and the start of an
 * X-Switch-User preview.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { securityAuditLogs } from '../db/audit-schema';
import { originOf, recordAudit, type AuditUser } from './audit-log';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The URL as sent is kept to this length (a path with its query; bodies never). */
const URL_MAX_LENGTH = 300;

/**
 * Records every successful write of an impersonated request, naming the real user (actor) and the
 * impersonated one (subject). It runs in onSend, before the answer leaves, so a client that saw the
 * answer can find the entry; routes added later are covered without a line of their own. A failed
 * audit write is logged and does not turn an answered write into an error: the write is committed.
 */
export function auditImpersonatedWrites(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const user = request.user;
    if (!user?.impersonator || !WRITE_METHODS.has(request.method) || reply.statusCode >= 400) return payload;
    try {
      await recordAudit(app.db, originOf(request), {
        type: 'impersonated_write',
        actor: user.impersonator,
        subject: { id: user.id, username: user.username },
        details: {
          route: `${request.method} ${request.routeOptions.url ?? ''}`,
          url: request.url.slice(0, URL_MAX_LENGTH),
          status: reply.statusCode,
        },
      });
    } catch (error) {
      request.log.error({ err: error }, 'security audit: impersonated write not recorded');
    }
    return payload;
  });
}

/**
 * X-Switch-User has no start or end on the wire: every request carries it. Its start is recorded on
 * the first request as `subject` after SWITCH_USER_QUIET_MINUTES without one (row 324), so a preview
 * leaves one entry rather than one per request; its writes are recorded by the hook above.
 */
export const SWITCH_USER_QUIET_MINUTES = 30;

export async function noteSwitchUser(
  db: Db,
  request: FastifyRequest,
  actor: AuditUser,
  subject: AuditUser,
): Promise<void> {
  const [recent] = await db
    .select({ id: securityAuditLogs.id })
    .from(securityAuditLogs)
    .where(
      and(
        eq(securityAuditLogs.eventType, 'impersonation_started'),
        eq(securityAuditLogs.actorId, actor.id),
        eq(securityAuditLogs.subjectId, subject.id),
        sql`${securityAuditLogs.details}->>'via' = 'switch_user'`,
        gt(securityAuditLogs.occurredAt, new Date(Date.now() - SWITCH_USER_QUIET_MINUTES * 60_000)),
      ),
    )
    .limit(1);
  if (recent) return;
  await recordAudit(db, originOf(request), {
    type: 'impersonation_started',
    actor,
    subject,
    details: { via: 'switch_user' },
  });
}
