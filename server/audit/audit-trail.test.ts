/**
 * What the security audit log records (issue 14, ASVS 5.0 V16), act by act, through the real routes
 * on one in-memory app (no random inputs: a fixed set of acts, about 40 requests).
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityAuditLogs } from '../db/audit-schema';
import { outboxMessages } from '../db/schema';
import { bearer, createTestApp, createUser, login } from '../test/factories.support';

let app: FastifyInstance;
let admin: Awaited<ReturnType<typeof createUser>>;
let impersonator: Awaited<ReturnType<typeof createUser>>;

const AGENT = 'Audyt/1.0 ' + 'x'.repeat(1000);

beforeAll(async () => {
  app = await createTestApp({ refreshGraceSeconds: 0 });
  admin = await createUser(app.db, { username: 'audyt.admin', roles: ['ROLE_ADMIN'] });
  impersonator = await createUser(app.db, {
    username: 'audyt.podglad',
    roles: ['ROLE_ADMIN', 'ROLE_IMPERSONATOR'],
  });
});
afterAll(() => app.close());

/** The entries of one type, newest first. */
const entries = (type: string) =>
  app.db
    .select()
    .from(securityAuditLogs)
    .where(eq(securityAuditLogs.eventType, type as 'login'))
    .orderBy(desc(securityAuditLogs.id));

const loginCheck = (username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login_check',
    headers: { 'user-agent': AGENT },
    payload: { username, password },
  });

describe('sign-in', () => {
  it('records a login with the IP and a bounded user agent', async () => {
    const user = await createUser(app.db, { username: 'audyt.login' });
    expect((await loginCheck(user.username, 'Haslo123!')).statusCode).toBe(200);
    const [entry] = await entries('login');
    expect(entry).toMatchObject({ actorId: user.id, actorUsername: 'audyt.login', ip: '127.0.0.1' });
    expect(entry?.userAgent).toHaveLength(300);
  });

  it('records a failed login with the name tried and never the password, though the login fails', async () => {
    const user = await createUser(app.db, { username: 'audyt.zle' });
    expect((await loginCheck('audyt.zle', 'ZleHaslo-tajne')).statusCode).toBe(401);
    expect((await loginCheck('nikt.taki', 'InneTajne-1')).statusCode).toBe(401);
    const [unknown, wrong] = await entries('login_failed');
    expect(wrong).toMatchObject({
      actorId: null,
      subjectId: user.id,
      details: { username: 'audyt.zle', reason: 'invalid_credentials' },
    });
    expect(unknown).toMatchObject({
      subjectId: null,
      details: { username: 'nikt.taki', reason: 'unknown_or_inactive' },
    });
    const all = JSON.stringify(await app.db.select().from(securityAuditLogs));
    expect(all).not.toContain('tajne');
    expect(all).not.toContain('InneTajne');
  });
});

describe('tokens and passwords', () => {
  it('records the reuse of a spent refresh token, naming the family’s user', async () => {
    const user = await createUser(app.db, { username: 'audyt.refresh' });
    const pair = await login(app, user.username);
    const refresh = (token: string) =>
      app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh_token: token } });
    expect((await refresh(pair.refresh_token)).statusCode).toBe(200);
    expect((await refresh(pair.refresh_token)).statusCode).toBe(401);
    const [entry] = await entries('refresh_token_reuse');
    expect(entry).toMatchObject({ subjectId: user.id, subjectUsername: 'audyt.refresh', actorId: null });
  });

  it('records a reset request (without the identifier) and its completion', async () => {
    const user = await createUser(app.db, { username: 'audyt.reset', email: 'audyt.reset@example.com' });
    const ask = (identifier: string) =>
      app.inject({ method: 'POST', url: '/api/users/reset-password-request', payload: { identifier } });
    expect((await ask('audyt.reset@example.com')).statusCode).toBe(202);
    expect((await ask('nieznany@example.com')).statusCode).toBe(202);
    const [missing, found] = await entries('password_reset_requested');
    expect(found).toMatchObject({ subjectId: user.id, details: { channel: 'email', matched: true } });
    expect(missing).toMatchObject({ subjectId: null, details: { channel: 'email', matched: false } });
    expect(JSON.stringify(missing)).not.toContain('nieznany@');

    await app.outbox.idle();
    const [message] = await app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipientUserId, user.id));
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(message?.body ?? '')?.[1] ?? '';
    const reset = await app.inject({
      method: 'POST',
      url: `/api/users/reset-password?token=${token}`,
      payload: { password: 'BardzoNowe1' },
    });
    expect(reset.statusCode).toBe(204);
    const [done] = await entries('password_reset_completed');
    expect(done).toMatchObject({ subjectId: user.id, subjectUsername: 'audyt.reset' });
  });
});

describe('impersonation', () => {
  it('records login-as start and end (the preview’s logout), who as whom', async () => {
    const target = await createUser(app.db, { username: 'audyt.cel' });
    const { token } = await login(app, impersonator.username);
    const started = await app.inject({
      method: 'GET',
      url: '/api/login_as?username=audyt.cel',
      headers: bearer(token),
    });
    expect(started.statusCode).toBe(200);
    const preview = started.json<{ refresh_token: string }>();
    const expected = { actorId: impersonator.id, subjectId: target.id, details: { via: 'login_as' } };
    expect((await entries('impersonation_started'))[0]).toMatchObject(expected);

    const end = () =>
      app.inject({
        method: 'POST',
        url: '/api/token/invalidate',
        payload: { refresh_token: preview.refresh_token },
      });
    expect((await end()).statusCode).toBe(204);
    expect((await end()).statusCode).toBe(204);
    const ended = await entries('impersonation_ended');
    expect(ended.filter((entry) => entry.subjectId === target.id)).toEqual([
      expect.objectContaining(expected),
    ]);
  });

  it('records an X-Switch-User start once per preview, and every write made as the other user', async () => {
    const target = await createUser(app.db, { username: 'audyt.przelacz' });
    const { token } = await login(app, impersonator.username);
    const headers = { ...bearer(token), 'x-switch-user': 'audyt.przelacz' };
    for (let i = 0; i < 3; i++)
      expect((await app.inject({ method: 'GET', url: '/api/users/me', headers })).statusCode).toBe(200);
    const starts = (await entries('impersonation_started')).filter((entry) => entry.subjectId === target.id);
    expect(starts).toEqual([
      expect.objectContaining({ actorId: impersonator.id, details: { via: 'switch_user' } }),
    ]);

    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers });
    const write = await app.inject({
      method: 'PUT',
      url: `/api/users/${String(target.id)}`,
      headers,
      payload: { firstname: 'Zmienione', version: me.json<{ version: number }>().version },
    });
    expect(write.statusCode).toBe(200);
    const refused = await app.inject({
      method: 'PUT',
      url: `/api/users/${String(target.id)}`,
      headers,
      payload: { firstname: 'X', version: 1 },
    });
    expect(refused.statusCode).toBe(409);
    const writes = (await entries('impersonated_write')).filter((entry) => entry.subjectId === target.id);
    expect(writes).toEqual([
      expect.objectContaining({
        actorId: impersonator.id,
        actorUsername: 'audyt.podglad',
        subjectUsername: 'audyt.przelacz',
        details: { route: 'PUT /api/users/:id', url: `/api/users/${String(target.id)}`, status: 200 },
      }),
    ]);
  });
});

describe('role changes', () => {
  it('records before and after in the edit’s transaction; a refused edit leaves no entry', async () => {
    const user = await createUser(app.db, { username: 'audyt.role', roles: ['ROLE_USER'] });
    const { token } = await login(app, admin.username);
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: `/api/users/${String(user.id)}`, headers: bearer(token), payload });
    expect((await put({ roles: ['ROLE_USER', 'ROLE_ADMIN'], version: 99 })).statusCode).toBe(409);
    expect((await entries('role_change')).filter((entry) => entry.subjectId === user.id)).toEqual([]);
    const current = await app.inject({
      method: 'GET',
      url: `/api/users/${String(user.id)}`,
      headers: bearer(token),
    });
    const version = current.json<{ version: number }>().version;
    expect((await put({ roles: ['ROLE_ADMIN', 'ROLE_USER'], version })).statusCode).toBe(200);
    expect(
      (await put({ firstname: 'Bez zmiany ról', roles: ['ROLE_USER', 'ROLE_ADMIN'], version: version + 1 }))
        .statusCode,
    ).toBe(200);
    expect((await entries('role_change')).filter((entry) => entry.subjectId === user.id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        details: { before: ['ROLE_USER'], after: ['ROLE_ADMIN', 'ROLE_USER'] },
      }),
    ]);
  });
});
