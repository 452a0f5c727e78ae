/** The demo entries of 'Dziennik bezpieczeństwa' (row 328): one demo database, 11 fixed entries. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_EVENT_TYPES } from '../../domain/audit/audit-events';
import { securityAuditLogs } from '../db/audit-schema';
import { createTestApp } from '../test/factories.support';
import { seedDemo } from './demo';
import { DEMO_AUDIT_ENTRIES, seedSecurityAuditDemo } from './security-audit.seed';

let app: FastifyInstance;
const NOW = new Date('2026-03-02T12:00:00Z');

beforeAll(async () => {
  app = await createTestApp({});
  await seedDemo(app.db);
  await seedSecurityAuditDemo(app.db, NOW);
});
afterAll(() => app.close());

describe('demo security audit entries', () => {
  it('names the demo logins as actors and subjects, within the last days, in known types', async () => {
    const rows = await app.db.select().from(securityAuditLogs);
    expect(rows).toHaveLength(DEMO_AUDIT_ENTRIES.length);
    for (const row of rows) {
      expect(AUDIT_EVENT_TYPES).toContain(row.eventType);
      expect(row.occurredAt.getTime()).toBeLessThan(NOW.getTime());
      expect(NOW.getTime() - row.occurredAt.getTime()).toBeLessThan(4 * 86_400_000);
      expect(row.actorUsername === null).toBe(row.actorId === null);
      expect(row.subjectUsername === null).toBe(row.subjectId === null);
    }
    const named = rows.flatMap((row) => [row.actorUsername, row.subjectUsername]).filter(Boolean);
    expect(new Set(named)).toEqual(new Set(['admin', 'dyspozytor', 'transport', 'kierowca', 'firma']));
  });
});
