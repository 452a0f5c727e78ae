/**
 * The security audit log (issue 14, ASVS 5.0 V16): one row per sensitive act, never updated. Written
 * by `server/audit/audit-log.ts` only; read by `GET /api/security_audit_logs` (admins).
 * Users are referenced without a foreign key on purpose: an entry outlives whatever happens to the
 * account, and a failed login names no account at all (the login name tried is in `details`).
 */
import type { AuditEventType } from '../../domain/audit/audit-events';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const securityAuditLogs = pgTable(
  'security_audit_logs',
  {
    id: serial('id').primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** One of AUDIT_EVENT_TYPES (domain/audit/audit-events.ts). */
    eventType: text('event_type').$type<AuditEventType>().notNull(),
    /** The real user who acted (the impersonator while impersonating); null for an anonymous act. */
    actorId: integer('actor_id'),
    actorUsername: text('actor_username'),
    /** The account acted on or as (the impersonated user, the user whose roles changed). */
    subjectId: integer('subject_id'),
    subjectUsername: text('subject_username'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('security_audit_logs_occurred_at').on(t.occurredAt),
    index('security_audit_logs_event_type').on(t.eventType, t.occurredAt),
    index('security_audit_logs_actor').on(t.actorId),
    index('security_audit_logs_subject').on(t.subjectId),
  ],
);
