/** The wire shape of 'Dziennik bezpieczeństwa' (issue 14; docs/api.md 'Security audit log'). */
import { z } from 'zod';
import { AUDIT_EVENT_TYPES } from '../audit/audit-events';
import { hydraItemSchema } from './hydra.schema';

const auditUserSchema = z.object({ '@id': z.string(), id: z.number(), username: z.string() });

export const securityAuditLogSchema = hydraItemSchema.extend({
  id: z.number(),
  occurredAt: z.string(),
  eventType: z.enum(AUDIT_EVENT_TYPES),
  /** The real user who acted (the impersonator while impersonating); null when nobody signed in. */
  actor: auditUserSchema.nullable(),
  /** The account acted on or as. */
  subject: auditUserSchema.nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});

export type SecurityAuditLog = z.output<typeof securityAuditLogSchema>;
