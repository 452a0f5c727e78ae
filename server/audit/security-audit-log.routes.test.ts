/**
 * GET /api/security_audit_logs (issue 14): administrators only, read only, filtered and paged. A fixed
 * set of 6 entries on one in-memory app; no random inputs.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityAuditLogs } from '../db/audit-schema';
import { bearer, createTestApp, createUser, login } from '../test/factories.support';

let app: FastifyInstance;
let adminHeaders: Record<string, string>;
let target: Awaited<ReturnType<typeof createUser>>;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  app = await createTestApp();
  const admin = await createUser(app.db, { username: 'log.admin', roles: ['ROLE_ADMIN'] });
  target = await createUser(app.db, { username: 'log.cel', roles: ['ROLE_USER'] });
  adminHeaders = bearer((await login(app, admin.username)).token);
  // Logging in above wrote one `login` entry (now); these are in March 2026, Warsaw days.
  await app.db.insert(securityAuditLogs).values([
    { occurredAt: at('2026-03-01T22:30:00Z'), eventType: 'login_failed', details: { username: 'log.cel' } },
    {
      occurredAt: at('2026-03-02T08:00:00Z'),
      eventType: 'login',
      actorId: target.id,
      actorUsername: 'log.cel',
    },
    {
      occurredAt: at('2026-03-02T09:00:00Z'),
      eventType: 'role_change',
      actorId: admin.id,
      actorUsername: 'log.admin',
      subjectId: target.id,
      subjectUsername: 'log.cel',
      details: { before: ['ROLE_USER'], after: ['ROLE_USER', 'ROLE_ADMIN'] },
    },
    {
      occurredAt: at('2026-03-03T23:30:00Z'),
      eventType: 'login',
      actorId: admin.id,
      actorUsername: 'log.admin',
    },
  ]);
});
afterAll(() => app.close());

const list = (query = '', headers = adminHeaders) =>
  app.inject({ method: 'GET', url: `/api/security_audit_logs${query}`, headers });

type Collection = { 'hydra:member': { eventType: string; occurredAt: string }[]; 'hydra:totalItems': number };

describe('GET /api/security_audit_logs', () => {
  it('lists every entry newest first for an administrator, with who and whom as users', async () => {
    const response = await list('?itemsPerPage=2');
    expect(response.statusCode).toBe(200);
    const body = response.json<Collection>();
    expect(body['hydra:totalItems']).toBe(5);
    expect(body['hydra:member']).toHaveLength(2);
    expect(body['hydra:member'].map((entry) => entry.occurredAt)[1]).toBe('2026-03-03T23:30:00.000Z');
    const role = (await list('?type=role_change')).json<{ 'hydra:member': object[] }>()['hydra:member'][0];
    expect(role).toMatchObject({
      '@type': 'SecurityAuditLog',
      actor: { username: 'log.admin' },
      subject: { '@id': `/api/users/${String(target.id)}`, id: target.id, username: 'log.cel' },
      details: { before: ['ROLE_USER'], after: ['ROLE_USER', 'ROLE_ADMIN'] },
    });
  });

  it('filters by user (actor or subject), by a login-name search and by Warsaw days', async () => {
    const total = async (query: string) => (await list(query)).json<Collection>()['hydra:totalItems'];
    expect(await total(`?user=/api/users/${String(target.id)}`)).toBe(2);
    expect(await total('?search=LOG.CEL')).toBe(3);
    // 22:30Z on 1 March is 23:30 in Warsaw (1 March); 23:30Z on 3 March is 00:30 on 4 March there.
    expect(await total('?from=2026-03-02&to=2026-03-03')).toBe(2);
    expect(await total('?from=2026-03-01&to=2026-03-01')).toBe(1);
    expect(await total('?from=2026-03-04&to=2026-03-04')).toBe(1);
    expect(await total('?type=login&to=2026-03-31')).toBe(2);
  });

  it('answers 400 with a Polish message for a bad filter', async () => {
    for (const query of ['?type=delete_everything', '?from=2026-02-30', '?user=abc']) {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ 'hydra:description': string }>()['hydra:description']).toMatch(
        /[Nn]ieprawidłow|dozwolone|oczekiwano/,
      );
    }
  });

  it('refuses everyone but administrators, and has no way to write', async () => {
    const dispatcher = await createUser(app.db, { roles: ['ROLE_USER', 'ROLE_IMPERSONATOR'] });
    const headers = bearer((await login(app, dispatcher.username)).token);
    expect((await list('', headers)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/security_audit_logs' })).statusCode).toBe(401);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/security_audit_logs', '/api/security_audit_logs/1']) {
        const response = await app.inject({ method, url, headers: adminHeaders, payload: {} });
        expect([404, 405]).toContain(response.statusCode);
      }
    }
    const routes = app.apiRoutes.filter((route) => route.url.startsWith('/api/security_audit_logs'));
    expect(routes.map((route) => route.method).filter((method) => method !== 'HEAD')).toEqual(['GET']);
  });
});
