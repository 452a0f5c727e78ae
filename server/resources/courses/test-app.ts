import { normalizeRoles } from '../../../domain/auth/roles';
/** Test harness: a bare Fastify app with the course routes over an in-memory, demo-seeded PGlite. */
import Fastify from 'fastify';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../db/client';
import type { Database, Db } from '../../db/client';
import { userRoles, users } from '../../db/schema';
import { seedDemoCourses } from '../../db/seed/courses';
import { seedDemo } from '../../db/seed/demo';
import { errorHandler } from '../../http/errors';
import { contractSerializerCompiler, zodValidatorCompiler } from '../../http/zod-provider';
import { courseRoutes } from './courses.routes';
import type { AuthUser } from '../../auth/authenticate';

export const TEST_NOW = new Date('2026-11-12T09:00:00Z');

/** Stands in for the auth module: the user comes as JSON in `x-test-user`. */
const authenticate: preHandlerHookHandler = (request, reply, done) => {
  const header = request.headers['x-test-user'];
  if (typeof header !== 'string') {
    void reply.code(401).send({ code: 401, message: 'JWT Token not found' });
    return;
  }
  Reflect.set(request, 'user', JSON.parse(header));
  done();
};

export async function buildCourseApp(db: Db): Promise<FastifyInstance> {
  const app = Fastify();
  // The real app's error handler and schema compilers: what a caller reads is what these tests read
  // (the answer goes through the course contract). The real app itself is covered by
  // courses.bad-query.real-app.test.ts and the authorization matrix.
  app.setErrorHandler(errorHandler);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler);
  await app.register(courseRoutes, { db, authenticate, now: () => TEST_NOW });
  await app.ready();
  return app;
}

export async function openSeededDatabase(): Promise<Database> {
  const database = await openDatabase('memory://', '/tmp/unused');
  await seedDemo(database.db);
  await seedDemoCourses(database.db, TEST_NOW);
  return database;
}

/** The request user of a demo login, as the auth preHandler would build it. */
export async function userOf(db: Db, username: string): Promise<AuthUser> {
  const [user] = await db.select().from(users).where(eq(users.username, username));
  if (!user) throw new Error(`No demo user ${username}`);
  const roles = await db.select().from(userRoles).where(eq(userRoles.userId, user.id));
  return {
    id: user.id,
    username,
    roles: normalizeRoles(roles.map((row) => row.role)),
    companyId: user.companyId,
    impersonator: null,
  };
}

export interface CourseMember {
  '@id': string;
  '@type': string;
  id: number;
  status: string;
  contractor: { id: number; name: string } | null;
  subcontractor: { id: number; name: string } | null;
  driver: { '@id': string } | null;
  createdBy: { id: number } | null;
  rides: {
    number: string;
    status: string;
    startsAt: string | null;
    company: { id: number; name: string };
    segments: {
      employees: { id: number; name: string }[];
      locomotives: { id: number; sideNumber: string }[];
      waypointStart: { place: { name: string } | null };
      waypointEnd: { place: { name: string } | null };
    }[];
  }[];
}

export interface CourseCollection {
  'hydra:member': CourseMember[];
  'hydra:totalItems': number;
  'hydra:view': Record<string, string>;
}

export async function list(
  app: FastifyInstance,
  user: AuthUser,
  query: string,
): Promise<{ status: number; body: CourseCollection & { 'hydra:description'?: string; '@type'?: string } }> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/abstract_courses${query ? `?${query}` : ''}`,
    headers: { 'x-test-user': JSON.stringify(user) },
  });
  return { status: response.statusCode, body: response.json() };
}
