import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../factories.support';

/**
 * Property-level authorization over every write (OWASP API3): a body field that no caller may set is
 * not in any write's body schema, so zod drops it before a service sees it. The fields some callers may
 * set (a course's company, a ride's status, a place's isActive) are checked per role by the services
 * (field-rights, property-level and refusals tests); this table keeps the rest out of every body, and a
 * new write route is covered as soon as it is registered.
 */
const NEVER_FROM_A_BODY = [
  'id',
  'createdBy',
  'createdById',
  'createdAt',
  'updatedAt',
  'roles',
  'owner',
  'ownerId',
  'password_hash',
  'passwordHash',
  'userId',
  'companyId',
  'impersonator',
  'superiorOf',
  'token',
  'refreshToken',
  'achievedAt',
] as const;

/**
 * Users administration (issue 12): `roles` is the very field these writes exist for; who may grant
 * which role is `domain/people/user-permissions.ts`, refused per role in user-admin.test.ts and
 * property-level.test.ts.
 */
const SET_BY_ADMINISTRATORS: Readonly<Record<string, readonly string[]>> = {
  'POST /api/users': ['roles'],
  'PUT /api/users/:id': ['roles'],
};

/**
 * A nested `id` names a ride or stop of the course to keep (its IRI); the services check that it is the
 * course's own (taxi-courses.kept-stops.test.ts, ride-relation.refusals.test.ts).
 */
const isChildReference = (key: string) => /\[\]\.id$/.test(key);

/** Every property name a body schema accepts, nested objects and arrays included. */
function bodyKeys(schema: unknown, path = ''): string[] {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return bodyKeys(schema.unwrap(), path);
  if (schema instanceof z.ZodPipe) return bodyKeys(schema.in, path);
  if (schema instanceof z.ZodIntersection)
    return [...bodyKeys(schema.def.left, path), ...bodyKeys(schema.def.right, path)];
  if (schema instanceof z.ZodUnion) return schema.options.flatMap((option) => bodyKeys(option, path));
  if (schema instanceof z.ZodArray) return bodyKeys(schema.element, `${path}[]`);
  if (schema instanceof z.ZodTuple) return schema.def.items.flatMap((item) => bodyKeys(item, `${path}[]`));
  if (schema instanceof z.ZodObject)
    return Object.entries(schema.shape as Record<string, unknown>).flatMap(([key, value]) => [
      `${path}${path ? '.' : ''}${key}`,
      ...bodyKeys(value, `${path}${path ? '.' : ''}${key}`),
    ]);
  return [];
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({});
  await app.ready();
});
afterAll(() => app.close());

describe('write bodies', () => {
  it('reads the body schemas of the writes', () => {
    const withBodies = app.apiRoutes.filter((route) => route.schema?.body);
    expect(withBodies.length).toBeGreaterThan(15);
    const course = withBodies.find((route) => route.method === 'POST' && route.url === '/api/taxi_courses');
    expect(bodyKeys(course?.schema?.body)).toEqual(
      expect.arrayContaining(['contractor', 'rides[].waypoints[].place']),
    );
  });

  it('accept no field that no caller may set, at any depth', () => {
    const offending = app.apiRoutes
      .filter((route) => route.schema?.body)
      .flatMap((route) =>
        bodyKeys(route.schema?.body)
          .filter((key) => (NEVER_FROM_A_BODY as readonly string[]).includes(key.split('.').at(-1) ?? key))
          .filter((key) => !isChildReference(key))
          .filter((key) => !SET_BY_ADMINISTRATORS[`${route.method} ${route.url}`]?.includes(key))
          .map((key) => `${route.method} ${route.url}: ${key}`),
      );
    expect(offending).toEqual([]);
  });

  it('drop a field outside the schema before the service sees it', () => {
    const place = app.apiRoutes.find(
      (route) => route.method === 'POST' && route.url === '/api/abstract_places',
    );
    const schema = place?.schema?.body;
    if (!(schema instanceof z.ZodType)) throw new Error('no place body schema');
    const parsed = schema.safeParse({
      type: 'place',
      name: 'Bocznica',
      address: 'ul. Kolejowa 1',
      createdBy: 1,
      id: 9,
    });
    expect(parsed.success && Object.keys(parsed.data as object)).not.toContain('createdBy');
    expect(parsed.success && Object.keys(parsed.data as object)).not.toContain('id');
  });
});
