/**
 * A runaway statement cannot hold a connection past the request's life (docs/security.md): PostgreSQL
 * cancels it at DATABASE_STATEMENT_TIMEOUT_MS, a transaction left idle is ended at
 * DATABASE_IDLE_TRANSACTION_TIMEOUT_MS, and the API answers 503 with a Polish message, not 500.
 * Migrations run on their own connection without the limit.
 */
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorHandler } from '../http/errors';
import { HTTP_MESSAGES } from '../http/messages';
import { requiredPostgresUrl } from '../test/postgres-url.support';
import { openDatabase, type Database } from './client';

let database: Database;

beforeAll(async () => {
  vi.stubEnv('DATABASE_STATEMENT_TIMEOUT_MS', '300');
  vi.stubEnv('DATABASE_IDLE_TRANSACTION_TIMEOUT_MS', '300');
  database = await openDatabase(requiredPostgresUrl(), '');
});
afterAll(async () => {
  await database.close();
  vi.unstubAllEnvs();
});

describe('PostgreSQL session limits', () => {
  it('cancels a statement that runs past the limit, and keeps serving quick ones', async () => {
    await expect(database.db.execute(sql`select pg_sleep(2)`)).rejects.toMatchObject({
      cause: { code: '57014' },
    });
    expect(await database.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
  });

  it('ends a transaction left idle past the limit, so its locks go', async () => {
    const idle = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await tx.execute(sql`select 1`);
    });
    await expect(idle).rejects.toThrow();
    // The pool drops the ended connection and the server goes on (an unheard one stopped the process).
    expect(await database.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
  });

  it('answers 503 with a Polish message when a request hits the limit', async () => {
    const app = Fastify();
    app.setErrorHandler(errorHandler);
    app.get('/slow', async () => database.db.execute(sql`select pg_sleep(2)`));
    const response = await app.inject({ method: 'GET', url: '/slow' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ 'hydra:description': HTTP_MESSAGES.databaseTimeout });
    await app.close();
  });
});
