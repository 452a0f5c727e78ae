/** The write fuzz's proof that a refusal wrote nothing must itself fail when a refusal writes. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, loginAttempts } from '../../db/schema';
import { createTestApp } from '../factories.support';
import { DatabaseWatch } from './database-watch.support';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({});
  await app.ready();
});
afterAll(() => app.close());

describe('DatabaseWatch', () => {
  it('sees a committed write, not a read, a rolled-back write or a table written by design', async () => {
    const watch = new DatabaseWatch(app.db, async () => {}, new Set(['public.login_attempts']));
    await watch.before();
    const taken = watch.checksumCount;
    await app.db.select().from(companies);
    expect(await watch.afterRefusal()).toEqual([]);
    // A read assigns no transaction id: no checksum was needed.
    expect(watch.checksumCount).toBe(taken);

    await watch.before();
    await app.db
      .transaction(async (tx) => {
        await tx.insert(companies).values({ name: 'Wycofana' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await watch.afterRefusal()).toEqual([]);

    await watch.before();
    await app.db.insert(loginAttempts).values({ key: 'proba' });
    await app.db.insert(companies).values({ name: 'Zapisana mimo odmowy' });
    expect(await watch.afterRefusal()).toEqual(['public.companies']);

    // A changed value with the row count unchanged.
    await watch.before();
    await app.db
      .update(companies)
      .set({ name: 'Zmieniona mimo odmowy' })
      .where(eq(companies.name, 'Zapisana mimo odmowy'));
    expect(await watch.afterRefusal()).toEqual(['public.companies']);
  });
});
