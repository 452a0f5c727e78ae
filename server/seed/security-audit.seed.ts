/**
 * Demo entries of 'Dziennik bezpieczeństwa' (issue 14; docs/spec-decisions.md row 328): a few days of
 * sign-ins, a failed one, a preview, a role change and a password reset, so that `admin` sees the log
 * filled. Called once after the demo data in `server/main.ts`.
 */
import { inArray } from 'drizzle-orm';
import type { AuditEventType } from '../../domain/audit/audit-events';
import type { Db } from '../db/client';
import { securityAuditLogs } from '../db/audit-schema';
import { users } from '../db/schema';

const HOUR_MS = 3_600_000;
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

interface DemoEntry {
  hoursAgo: number;
  type: AuditEventType;
  actor: string | null;
  subject: string | null;
  ip: string;
  agent: string;
  details?: Record<string, unknown>;
}

export const DEMO_AUDIT_ENTRIES: readonly DemoEntry[] = [
  { hoursAgo: 73, type: 'login', actor: 'admin', subject: null, ip: '192.0.2.10', agent: BROWSER },
  {
    hoursAgo: 50,
    type: 'login_failed',
    actor: null,
    subject: null,
    ip: '198.51.100.23',
    agent: BROWSER,
    details: { username: 'administrator', reason: 'unknown_or_inactive' },
  },
  {
    hoursAgo: 49,
    type: 'login_failed',
    actor: null,
    subject: 'dyspozytor',
    ip: '192.0.2.11',
    agent: BROWSER,
    details: { username: 'dyspozytor', reason: 'invalid_credentials' },
  },
  { hoursAgo: 48, type: 'login', actor: 'dyspozytor', subject: null, ip: '192.0.2.11', agent: BROWSER },
  {
    hoursAgo: 30,
    type: 'role_change',
    actor: 'admin',
    subject: 'transport',
    ip: '192.0.2.10',
    agent: BROWSER,
    details: {
      before: ['ROLE_TRANSPORT_COMPANY', 'ROLE_INVOICE', 'ROLE_COURSE_FINANCIAL_REPORT'],
      after: [
        'ROLE_TRANSPORT_COMPANY',
        'ROLE_INVOICE',
        'ROLE_COURSE_FINANCIAL_REPORT',
        'ROLE_DEFINED_KILOMETERS',
      ],
    },
  },
  {
    hoursAgo: 26,
    type: 'password_reset_requested',
    actor: null,
    subject: 'kierowca',
    ip: '203.0.113.5',
    agent: PHONE,
    details: { channel: 'sms', matched: true },
  },
  {
    hoursAgo: 25.5,
    type: 'password_reset_completed',
    actor: null,
    subject: 'kierowca',
    ip: '203.0.113.5',
    agent: PHONE,
  },
  { hoursAgo: 5, type: 'login', actor: 'admin', subject: null, ip: '192.0.2.10', agent: BROWSER },
  {
    hoursAgo: 4.9,
    type: 'impersonation_started',
    actor: 'admin',
    subject: 'firma',
    ip: '192.0.2.10',
    agent: BROWSER,
    details: { via: 'login_as' },
  },
  {
    hoursAgo: 4.8,
    type: 'impersonated_write',
    actor: 'admin',
    subject: 'firma',
    ip: '192.0.2.10',
    agent: BROWSER,
    details: { route: 'PUT /api/users/:id', url: '/api/users/3', status: 200 },
  },
  {
    hoursAgo: 4.7,
    type: 'impersonation_ended',
    actor: 'admin',
    subject: 'firma',
    ip: '192.0.2.10',
    agent: BROWSER,
    details: { via: 'login_as' },
  },
];

export async function seedSecurityAuditDemo(db: Db, now: Date = new Date()): Promise<void> {
  const names = [...new Set(DEMO_AUDIT_ENTRIES.flatMap((entry) => [entry.actor, entry.subject]))].filter(
    (name): name is string => name !== null,
  );
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, names));
  const idOf = new Map(rows.map((row) => [row.username, row.id]));
  const person = (name: string | null) => {
    const id = name === null ? undefined : idOf.get(name);
    return id === undefined ? { id: null, username: null } : { id, username: name };
  };
  await db.insert(securityAuditLogs).values(
    DEMO_AUDIT_ENTRIES.map((entry) => {
      const actor = person(entry.actor);
      const subject = person(entry.subject);
      return {
        occurredAt: new Date(now.getTime() - entry.hoursAgo * HOUR_MS),
        eventType: entry.type,
        actorId: actor.id,
        actorUsername: actor.username,
        subjectId: subject.id,
        subjectUsername: subject.username,
        ip: entry.ip,
        userAgent: entry.agent,
        details: entry.details ?? {},
      };
    }),
  );
}
