/**
 * 'Dziennik bezpieczeństwa' (issue 14, ASVS 5.0 V16): GET /api/security_audit_logs, read only and for
 * administrators only (domain/audit/audit-events.ts `canReadSecurityAuditLog`). No route writes,
 * edits or deletes an entry: the log is written by the acts themselves (server/audit/audit-log.ts).
 */
import type { FastifyInstance } from 'fastify';
import { AUDIT_EVENT_TYPES, canReadSecurityAuditLog } from '../../domain/audit/audit-events';
import { shiftIsoDate } from '../../domain/dates';
import { hydraCollectionSchema } from '../../domain/contract/hydra.schema';
import { iri, RESOURCES } from '../../domain/contract/iri';
import {
  securityAuditLogSchema,
  type SecurityAuditLog,
} from '../../domain/contract/security-audit-log.schema';
import { warsawDateTime } from '../../domain/warsaw-time';
import { onlyFor } from '../http/access-first';
import { ADMIN_LIST_PARAMS, readAdminList } from '../http/admin-list';
import { hydraCollection } from '../http/hydra';
import { queryDate, queryId, queryOneOf, querySchema } from '../http/query';
import type { ZodTypeProvider } from '../http/zod-provider';
import { findAuditLogPage, type AuditLogRow } from './security-audit-log.repository';

const PATH = `/api/${RESOURCES.securityAuditLog}`;

const TYPE_FILTER = Object.fromEntries(AUDIT_EVENT_TYPES.map((type) => [type, type])) as {
  [T in (typeof AUDIT_EVENT_TYPES)[number]]: T;
};

/** A Warsaw calendar day's first instant. */
const dayStart = (day: string) => warsawDateTime(`${day}T00:00`) ?? undefined;

const auditLogQuery = querySchema(['type', 'user', 'from', 'to', ...ADMIN_LIST_PARAMS], (query) => {
  const from = queryDate(query, 'from');
  const to = queryDate(query, 'to');
  const { search, pagination } = readAdminList(query);
  return {
    type: queryOneOf(query, 'type', TYPE_FILTER) ?? undefined,
    userId: queryId(query, 'user', RESOURCES.user),
    search,
    // Days are Warsaw days, both ends included (docs/spec-decisions.md row 326).
    from: from === null ? undefined : dayStart(from),
    to: to === null ? undefined : dayStart(shiftIsoDate(to, 1)),
    pagination,
  };
});

const person = (id: number | null, username: string | null) =>
  id === null || username === null ? null : { '@id': iri(RESOURCES.user, id), id, username };

function member(row: AuditLogRow): SecurityAuditLog {
  return {
    '@id': iri(RESOURCES.securityAuditLog, row.id),
    '@type': 'SecurityAuditLog',
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    eventType: row.eventType,
    actor: person(row.actorId, row.actorUsername),
    subject: person(row.subjectId, row.subjectUsername),
    ip: row.ip,
    userAgent: row.userAgent,
    details: row.details,
  };
}

export async function securityAuditLogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    PATH,
    {
      preValidation: onlyFor(canReadSecurityAuditLog),
      schema: {
        querystring: auditLogQuery,
        response: { 200: hydraCollectionSchema(securityAuditLogSchema) },
      },
    },
    async (request) => {
      const {
        filters: { pagination, ...filters },
        raw,
      } = request.query;
      const { total, rows } = await findAuditLogPage(app.db, filters, pagination);
      return hydraCollection({
        basePath: PATH,
        query: raw,
        total,
        type: 'SecurityAuditLog',
        pagination,
        items: rows.map(member),
      });
    },
  );
}
