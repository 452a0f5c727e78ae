import { parseHydraDocumentation } from '@api-platform/api-doc-parser';
import type { FastifyInstance } from 'fastify';
import jsonld from 'jsonld';
import type { JsonLdDocument } from 'jsonld';
import type { RemoteDocument } from 'jsonld/jsonld-spec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildWriteApp } from '../../test/course-writes/write-app.support';

/**
 * The published contract works with API Platform's own client tools over real HTTP: api-doc-parser
 * reads the Hydra documentation, jsonld.js expands answers with the contexts the server serves, and
 * OpenAPI lists every route.
 */
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = await buildWriteApp();
  base = await app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(() => app.close());

async function getJson(
  path: string,
  login?: string,
): Promise<{ status: number; body: unknown; link: string | null }> {
  const headers: Record<string, string> = login ? await as(app, login) : {};
  const response = await fetch(`${base}${path}`, { headers });
  return { status: response.status, body: await response.json(), link: response.headers.get('link') };
}

/** JSON-LD documents (contexts) come from the running server, as a client would fetch them. */
const documentLoader = async (url: string): Promise<RemoteDocument> => {
  const response = await fetch(new URL(url, base));
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return {
    contextUrl: undefined,
    documentUrl: url,
    document: (await response.json()) as RemoteDocument['document'],
  };
};

function contextsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) contextsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '@context' && typeof item === 'string') found.add(item);
      else contextsIn(item, found);
    }
  }
  return found;
}

describe('the published contract', () => {
  it('lets api-doc-parser find the course, ride, place and company resources with their fields', async () => {
    const { api } = await parseHydraDocumentation(`${base}/api`);
    const resource = (name: string) => api.resources?.find((candidate) => candidate.name === name);
    const fieldsOf = (name: string) => resource(name)?.fields?.map((field) => field.name) ?? [];

    expect(fieldsOf('abstract_courses')).toEqual(
      expect.arrayContaining(['status', 'contractor', 'subcontractor', 'driver', 'rides', 'version']),
    );
    expect(fieldsOf('taxi_course_rides')).toEqual(
      expect.arrayContaining(['number', 'status', 'company', 'segments', 'driverSegments']),
    );
    expect(fieldsOf('abstract_places')).toEqual(
      expect.arrayContaining(['name', 'address', 'latitude', 'longitude', 'type', 'isActive']),
    );
    expect(fieldsOf('companies')).toEqual(
      expect.arrayContaining(['name', 'taxNumber', 'isTransportCompany']),
    );
    // What a form may send is marked writable: a place's name, not its id.
    const places = resource('abstract_places');
    expect(places?.writableFields?.map((field) => field.name)).toContain('name');
    expect(places?.writableFields?.map((field) => field.name)).not.toContain('id');
    // Collections and item operations come from the registered routes.
    expect(places?.operations?.map((operation) => operation.type)).toEqual(
      expect.arrayContaining(['list', 'create', 'show', 'edit']),
    );
    expect(
      resource('abstract_courses')?.fields?.find((field) => field.name === 'rides')?.embedded?.name,
    ).toBe('taxi_course_rides');
  });

  it('advertises the documentation in the Link header of every answer, refusals included', async () => {
    const expected = `<${base}/api/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"`;
    expect((await getJson('/api')).link).toBe(expected);
    expect((await getJson('/api/abstract_courses')).link).toBe(expected);
    expect((await getJson('/api/abstract_courses', 'dyspozytor')).link).toBe(expected);
  });

  it('serves every context the answers name, and jsonld.js expands a course list with them', async () => {
    const paths = [
      '/api',
      '/api/abstract_courses?itemsPerPage=3',
      '/api/taxi_course_rides?itemsPerPage=3',
      '/api/abstract_places?itemsPerPage=3',
      '/api/companies',
      '/api/passengers?itemsPerPage=3',
      '/api/drivers',
      '/api/users?itemsPerPage=3',
      '/api/locomotives',
      '/api/starting_bases',
      '/api/localities?search=Kra',
      '/api/users/me',
      '/api/abstract_courses/999999',
      '/api/abstract_courses?page=abc',
    ];
    const contexts = new Set<string>();
    for (const path of paths) contextsIn((await getJson(path, 'admin')).body, contexts);
    const [course] = (
      (await getJson('/api/abstract_courses?itemsPerPage=1', 'admin')).body as {
        'hydra:member': { '@id': string }[];
      }
    )['hydra:member'];
    contextsIn((await getJson(course?.['@id'] ?? '', 'admin')).body, contexts);
    expect(contexts.size).toBeGreaterThan(10);
    for (const context of contexts) expect((await getJson(context)).status, context).toBe(200);

    const list = (await getJson('/api/abstract_courses?itemsPerPage=5', 'dyspozytor')).body as JsonLdDocument;
    const expanded = await jsonld.expand(list, { base: `${base}/api/abstract_courses`, documentLoader });
    const [collection] = expanded;
    const members = collection?.['http://www.w3.org/ns/hydra/core#member'];
    expect(Array.isArray(members) && members.length).toBe(5);
    expect(JSON.stringify(members)).toContain(`${base}/api/docs.jsonld#AbstractCourse/rides`);
  });

  it('publishes OpenAPI with every route, its parameters and its answers', async () => {
    const { body } = await getJson('/api/docs.json');
    const paths = (body as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> })
      .paths;
    const missing = app.apiRoutes
      .filter((route) => route.method !== 'HEAD')
      .filter((route) => {
        const path = route.url.replace(/:(\w+)/g, '{$1}');
        return !paths[path]?.[route.method.toLowerCase()]?.responses;
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    expect(JSON.stringify(paths['/api/abstract_courses']?.get?.responses?.['200'])).toContain('hydra:member');
    // A collection's filters are its declared query parameters.
    const listParameters = (
      paths['/api/abstract_courses']?.get as { parameters?: { name: string; in: string }[] }
    ).parameters;
    expect(
      listParameters?.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
    ).toEqual(expect.arrayContaining(['page', 'search', 'column', 'rideStatus[]', 'createdBy']));
  });
});
