/**
 * The reads of the tenant-escape suite: what one attacker gets of the victim, route by route, so the
 * same probes run before and after its relation-creating writes and the two are compared.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiRoute } from '../../http/deny-by-default';
import { as } from '../demo-session.support';
import { RESOURCES, type Resource } from '../../../domain/contract/iri';
import { MATRIX, type Target } from './authorization-matrix.support';
import { FOREIGN_COLLECTIONS } from './foreign-rows.support';
import { answerText } from './answer-text.support';
import { IRI_FIELDS } from './tenant-escape.fields.support';
import { secretsIn } from './tenant-escape.support';

/** One read's outcome: its status, the victim's data in its answer, the victim rows it lists. */
export interface ReadOutcome {
  status: number;
  secrets: string[];
  rows: string[];
  /** The answer around the first secret, for the failure message. */
  around: string;
}

/** Targets whose objects are no tenant's (a global dictionary, a company of nobody's, the hotels' stays). */
export const TENANTLESS_TARGETS: ReadonlySet<Target> = new Set(['none', 'freshCompany', 'accommodation']);
/** Read as a dictionary by every tenant; only its writes are a tenant's act (issue 29, item 7). */
export const READ_SHARED_TARGETS: ReadonlySet<Target> = new Set(['brand']);

export const fill = (url: string, params: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? `:${name}`);

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** `?field=option` for every option of every enum field of the route's query (`?type=home`...). */
export function queryVariants(route: ApiRoute): string[] {
  let node: unknown = route.schema?.querystring;
  while (node instanceof z.ZodPipe) node = node.in;
  const variants = ['?itemsPerPage=100'];
  if (!(node instanceof z.ZodObject)) return variants;
  for (const [name, field] of Object.entries(node.shape as Record<string, unknown>)) {
    let inner = field;
    while (inner instanceof z.ZodType && ['optional', 'nullable', 'default'].includes(defOf(inner).type))
      inner = defOf(inner).innerType;
    if (!(inner instanceof z.ZodType) || defOf(inner).type !== 'enum') continue;
    for (const option of Object.values(defOf(inner).entries as Record<string, string>))
      variants.push(`?itemsPerPage=100&${name}=${encodeURIComponent(option)}`);
  }
  return variants;
}

/**
 * Query fields that name an object, by the resource they name: the body's IRI fields and the list
 * filters (`customerCompany`, `taxiCourseDriver`, `user.company.id`...), matched on the name's last
 * part that is not `id`.
 */
const QUERY_RESOURCES: Readonly<Record<string, Resource>> = {
  ...IRI_FIELDS,
  customerCompany: RESOURCES.company,
  fromStartingBase: RESOURCES.startingBase,
  taxiCourseDriver: RESOURCES.user,
  kilometerCourseDriver: RESOURCES.user,
  createdBy: RESOURCES.user,
  employee: RESOURCES.passenger,
  employees: RESOURCES.passenger,
  passenger: RESOURCES.passenger,
  locomotive: RESOURCES.locomotive,
};

const resourceOfQuery = (name: string): Resource | undefined => {
  const parts = name.split('.').filter((part) => part !== 'id');
  for (const part of parts.reverse()) if (QUERY_RESOURCES[part]) return QUERY_RESOURCES[part];
  return undefined;
};

/**
 * `?field=<victim IRI>` and `?field=<victim id>` for every query field naming an object the victim
 * has (a report's company, a list's passenger or driver): a filter must not reach past the caller's scope.
 */
export function victimQueryVariants(route: ApiRoute, victim: ReadonlyMap<Resource, string[]>): string[] {
  let node: unknown = route.schema?.querystring;
  while (node instanceof z.ZodPipe) node = node.in;
  if (!(node instanceof z.ZodObject)) return [];
  const variants: string[] = [];
  for (const name of Object.keys(node.shape as Record<string, unknown>)) {
    const resource = resourceOfQuery(name);
    for (const victimIri of resource ? (victim.get(resource) ?? []) : [])
      for (const value of [victimIri, victimIri.slice(victimIri.lastIndexOf('/') + 1)])
        variants.push(`?itemsPerPage=100&${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  }
  return variants;
}

/** A read's outcome as `login`; `victimRows` (for a collection) are the victim's `@id`s in it. */
export async function read(
  app: FastifyInstance,
  login: string,
  url: string,
  secrets: readonly string[],
  victimRows?: ReadonlySet<string>,
): Promise<ReadOutcome> {
  const response = await app.inject({ method: 'GET', url, headers: await as(app, login) });
  // Downloads (.xlsx, PDF) are read as their cells and pages: their bytes are compressed.
  const text = await answerText(response.headers['content-type'], response.rawPayload);
  const rows = victimRows ? await listedVictimRows(app, login, url, victimRows) : [];
  const found = secretsIn(text, secrets);
  const at = found[0] === undefined ? -1 : text.indexOf(found[0]);
  const around = at < 0 ? '' : text.slice(Math.max(0, at - 120), at + 60);
  return { status: response.statusCode, secrets: found, rows, around };
}

interface ListPage {
  'hydra:member'?: { '@id'?: string }[];
  'hydra:view'?: { 'hydra:next'?: string };
}

/** The victim rows a collection lists to `login`, page after page. */
async function listedVictimRows(
  app: FastifyInstance,
  login: string,
  first: string,
  victim: ReadonlySet<string>,
): Promise<string[]> {
  const found: string[] = [];
  let url: string | undefined = first;
  for (let page = 0; url && page < 50; page++) {
    const response: { statusCode: number; json: <T>() => T } = await app.inject({
      method: 'GET',
      url,
      headers: await as(app, login),
    });
    if (response.statusCode !== 200) return found;
    const body: ListPage = response.json<ListPage>();
    for (const member of body['hydra:member'] ?? [])
      if (member['@id'] && victim.has(member['@id'])) found.push(member['@id']);
    url = body['hydra:view']?.['hydra:next'];
  }
  return found;
}

/** The collections whose victim rows foreign-rows.ts names, by path. */
export async function victimRowsByPath(app: FastifyInstance, victimIds: number[]) {
  const rows = new Map<string, Set<string>>();
  for (const collection of FOREIGN_COLLECTIONS)
    rows.set(collection.path, new Set(await collection.iris(app, victimIds)));
  return rows;
}

/** The GET routes the suite reads: every private one but the endless event stream. */
export const readRoutes = (app: FastifyInstance) =>
  app.apiRoutes.filter(
    (route) => route.method === 'GET' && !route.public && !MATRIX[`GET ${route.url}`]?.stream,
  );
