import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages, passwordResetTokens, refreshTokens } from '../db/schema';
import { createTestApp, createUser, login } from '../test/factories.support';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.outbox.idle();
  await app.db.delete(outboxMessages);
});

const request = (identifier: unknown) =>
  app.inject({ method: 'POST', url: '/api/users/reset-password-request', payload: { identifier } });
const reset = (token: string, password: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/users/reset-password?token=${encodeURIComponent(token)}`,
    payload: { password },
  });
const invalidLink = {
  '@context': '/api/contexts/Error',
  '@type': 'hydra:Error',
  'hydra:title': 'An error occurred',
  'hydra:description': 'Link do resetu hasła jest nieprawidłowy lub wygasł.',
};

async function onlyMessage() {
  await app.outbox.idle();
  const rows = await app.db.select().from(outboxMessages);
  expect(rows).toHaveLength(1);
  const [message] = rows;
  if (!message) throw new Error('no message');
  const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(message.body)?.[1];
  if (!token) throw new Error('no link');
  return { message, token };
}

describe('POST /api/users/reset-password-request', () => {
  it('answers the same 202 for an existing and a missing account, queuing a link only for the first', async () => {
    const user = await createUser(app.db, { email: 'Reset.Me@example.com' });
    const missing = await request('nikt@example.com');
    expect(await app.db.select().from(outboxMessages)).toHaveLength(0);
    const existing = await request('reset.me@EXAMPLE.com');
    expect([missing.statusCode, existing.statusCode]).toEqual([202, 202]);
    expect(existing.body).toBe(missing.body);
    expect(existing.json()).toEqual({});

    const { message, token } = await onlyMessage();
    expect(message).toMatchObject({
      channel: 'email',
      recipient: 'Reset.Me@example.com',
      recipientUserId: user.id,
    });
    expect(message.body).toContain(`http://kursownik.test/reset-password/${token}`);
    expect(message.status).toBe('sent');
    expect(existsSync(join(app.config.outboxDir, `${message.id}.json`))).toBe(true);
    const stored = await app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored[0]?.tokenHash).not.toBe(token);
  });

  it('sends an SMS when the identifier is a phone number', async () => {
    const user = await createUser(app.db, { phones: [{ phone: '601 202 303', main: true }] });
    expect((await request('+48 601-202-303')).statusCode).toBe(202);
    const { message } = await onlyMessage();
    expect(message).toMatchObject({ channel: 'sms', recipient: '601202303', recipientUserId: user.id });
    const file = JSON.parse(readFileSync(join(app.config.outboxDir, `${message.id}.json`), 'utf8')) as object;
    expect(file).toMatchObject({ id: message.id, channel: 'sms', recipient: '601202303' });
  });

  it('gives each account on a phone its own link: another company’s copy of the number takes no one’s reset', async () => {
    // The owner keeps the number as a second phone; another tenant wrote it as its own person's main one.
    const owner = await createUser(app.db, {
      phones: [
        { phone: '602 111 000', main: true },
        { phone: '603 404 505', main: false },
      ],
    });
    const copy = await createUser(app.db, { phones: [{ phone: '603-404-505', main: true }] });
    expect((await request('603404505')).statusCode).toBe(202);
    await app.outbox.idle();
    const [message, ...more] = await app.db.select().from(outboxMessages);
    expect(more).toEqual([]);
    expect(message).toMatchObject({ channel: 'sms', recipient: '603404505' });
    const links = [...(message?.body ?? '').matchAll(/konto (\S+): \S+\/reset-password\/([A-Za-z0-9_-]+)/g)];
    expect(links.map(([, username]) => username).sort()).toEqual([copy.username, owner.username].sort());
    const ownerToken = links.find(([, username]) => username === owner.username)?.[2] ?? '';
    expect((await reset(ownerToken, 'WlasneHaslo1')).statusCode).toBe(204);
    await expect(login(app, owner.username, 'WlasneHaslo1')).resolves.toHaveProperty('token');
    await expect(login(app, copy.username, 'WlasneHaslo1')).rejects.toThrow();
  });

  it('answers 422 Pole jest wymagane for an empty identifier', async () => {
    const response = await request('  ');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      violations: [{ propertyPath: 'identifier', message: 'Pole jest wymagane' }],
    });
  });
});

describe('POST /api/users/reset-password', () => {
  it('sets the password once, ends every session, and refuses the link a second time', async () => {
    const user = await createUser(app.db, { email: 'jednorazowy@example.com' });
    const session = await login(app, user.username);
    await request(user.email);
    const { token } = await onlyMessage();

    const response = await reset(token, 'BardzoNowe1');
    expect(response.statusCode).toBe(204);
    await expect(login(app, user.username, 'BardzoNowe1')).resolves.toHaveProperty('token');
    const revoked = await app.db
      .select()
      .from(refreshTokens)
      .where(sql`${refreshTokens.userId} = ${user.id} and ${refreshTokens.revokedAt} is not null`);
    expect(revoked.length).toBeGreaterThanOrEqual(1);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refreshed.statusCode).toBe(401);

    const again = await reset(token, 'JeszczeInne1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalidLink);
  });

  it('refuses an expired link and an unknown one with 400', async () => {
    const user = await createUser(app.db, { email: 'wygasly@example.com' });
    await request(user.email);
    const { token } = await onlyMessage();
    await app.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, user.id));
    expect((await reset(token, 'BardzoNowe1')).json()).toEqual(invalidLink);
    expect((await reset('nieznany', 'BardzoNowe1')).statusCode).toBe(400);
    const noToken = await app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { password: 'BardzoNowe1' },
    });
    expect(noToken.json()).toEqual(invalidLink);
    await expect(login(app, user.username)).resolves.toHaveProperty('token');
  });

  it('answers 422 for a short password without spending the link', async () => {
    const user = await createUser(app.db, { email: 'krotkie@example.com' });
    await request(user.email);
    const { token } = await onlyMessage();
    const short = await reset(token, 'krotkie');
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      violations: [{ propertyPath: 'password', message: 'Hasło musi mieć co najmniej 8 znaków' }],
    });
    expect((await reset(token, 'Wystarczajace1')).statusCode).toBe(204);
  });
});
