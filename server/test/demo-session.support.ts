/** Demo logins and demo row lookups shared by the server tests (one login per app and user). */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, users } from '../db/schema';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo';
import { bearer, createTestApp, login } from './factories.support';

const tokensOf = new WeakMap<FastifyInstance, Map<string, string>>();

/** Authorization header of a demo login (logged in once per app). */
export async function as(app: FastifyInstance, username: string) {
  const tokens = tokensOf.get(app) ?? new Map<string, string>();
  tokensOf.set(app, tokens);
  let token = tokens.get(username);
  if (token === undefined) {
    token = (await login(app, username, DEMO_PASSWORD)).token;
    tokens.set(username, token);
  }
  return bearer(token);
}

/**
 * `to` uses the logins already made on `from` (two instances of one deployment share the signing
 * secret, as two API processes do): one bcrypt check per user instead of one per instance.
 */
export function shareLogins(from: FastifyInstance, to: FastifyInstance) {
  tokensOf.set(to, tokensOf.get(from) ?? new Map<string, string>());
}

export async function companyId(app: Pick<FastifyInstance, 'db'>, name: string): Promise<number> {
  const [row] = await app.db.select().from(companies).where(eq(companies.name, name));
  if (!row) throw new Error(name);
  return row.id;
}

/** The id of a demo login's user (throws on an unknown name, so a typo fails the test at once). */
export async function userId(app: Pick<FastifyInstance, 'db'>, username: string): Promise<number> {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(username);
  return row.id;
}

/** A test app on the demo data, ready for a file's `beforeAll` (the file closes it in `afterAll`). */
export async function openDemoApp(): Promise<FastifyInstance> {
  const app = await createTestApp({});
  await app.ready();
  await seedDemo(app.db);
  return app;
}
