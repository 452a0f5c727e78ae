/**
 * The one writer of the security audit log (issue 14, ASVS 5.0 V16; README 'Audit log'). Callers
 * pass their transaction when the act has one, so the entry commits or rolls back with the act.
 */
import type { FastifyRequest } from 'fastify';
import { AUDIT_USER_AGENT_MAX_LENGTH, type AuditEventType } from '../../domain/audit/audit-events';
import type { Db } from '../db/client';
import { securityAuditLogs } from '../db/audit-schema';

/** Where a request came from: what every entry keeps besides the act itself. */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

/** For acts without a request (seed, command line). */
export const NO_ORIGIN: RequestOrigin = { ip: null, userAgent: null };

/** IPv6 with a zone id is the longest address text; anything longer is not an address. */
const IP_MAX_LENGTH = 64;

export function originOf(request: FastifyRequest): RequestOrigin {
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip ? request.ip.slice(0, IP_MAX_LENGTH) : null,
    userAgent: typeof agent === 'string' && agent !== '' ? agent.slice(0, AUDIT_USER_AGENT_MAX_LENGTH) : null,
  };
}

export interface AuditUser {
  id: number;
  username: string;
}

export interface AuditEntry {
  type: AuditEventType;
  /** The real user who acted (the impersonator while impersonating); null when nobody signed in. */
  actor: AuditUser | null;
  /** The account acted on or as; null when none. */
  subject: AuditUser | null;
  /** Small and free of secrets: never a password, a token or a whole request body. */
  details?: Record<string, unknown>;
}

/** `db` may be a transaction (a Tx is a Db): the entry then shares the act's fate. */
export async function recordAudit(db: Db, origin: RequestOrigin, entry: AuditEntry): Promise<void> {
  await db.insert(securityAuditLogs).values({
    eventType: entry.type,
    actorId: entry.actor?.id ?? null,
    actorUsername: entry.actor?.username ?? null,
    subjectId: entry.subject?.id ?? null,
    subjectUsername: entry.subject?.username ?? null,
    ip: origin.ip,
    userAgent: origin.userAgent,
    details: entry.details ?? {},
  });
}
