/**
 * The tenant-escape suite (issue 29, "The proof"; docs/spec-decisions.md row 610, docs/security.md):
 * generic over Fastify's route registry like the authorization matrix, so a route added later joins
 * it. Each attacker (tenant-escape.support.ts), given every role its company may grant (its own
 * 'Użytkownicy' edit could), first makes every relation-creating write it can
 * against the victim (phase 1: every POST whose body names a company or a user, each such field set
 * to the victim's, with every flag off and on, and the stakes of any link it got), then:
 * - phase 2 reads every GET route on the victim's objects (the matrix's objects of `firma`,
 *   `transport` and `pasazer`), every collection and every query variant: the second tenant gets
 *   403/404 and no victim row or datum at all; the subcontractor gets nothing it did not get before
 *   its own writes;
 * - phase 2 writes every write route on the victim's objects: 403/404, and nothing changes;
 * - phase 3 sends every write route a body of the attacker's own objects with one IRI field at a
 *   time set to the victim's: a refusal changes nothing, an acceptance echoes no victim IRI or datum.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { iri, type Resource } from '../../../domain/contract/iri';
import { places } from '../../db/schema';
import { companyId } from '../demo-session.support';
import { as } from '../demo-session.support';
import { DatabaseWatch } from '../fuzz/database-watch.support';
import { buildWriteApp } from '../course-writes/write-app.support';
import { MATRIX, type Login, type Target } from './authorization-matrix.support';
import { matrixTargets } from './matrix.support';
import type { ApiRoute } from '../../http/deny-by-default';
import {
  IRI_FIELDS,
  PLAIN_FIELDS,
  bodyOf,
  stringFields,
  withField,
  type StringField,
} from './tenant-escape.fields.support';
import {
  ATTACKERS,
  companyIdsOf,
  irisOf,
  ownIriOr,
  secretsIn,
  victimSecrets,
  widenToGrantableRoles,
  type Attacker,
} from './tenant-escape.support';
import {
  READ_SHARED_TARGETS,
  TENANTLESS_TARGETS,
  fill,
  queryVariants,
  read,
  victimQueryVariants,
  readRoutes,
  victimRowsByPath,
  type ReadOutcome,
} from './tenant-escape.probes.support';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Whose matrix objects are the victim's: PKP Intercity's head's by default (the matrix builds the
 * transport side's objects of Taxi Trans Warszawa for it too); accounts of the head, an employee
 * with a home address and the transport company; the transport company's own principal link.
 */
const VICTIM_LOGINS: Partial<Record<Target, readonly Login[]>> = {
  user: ['firma', 'pasazer', 'transport'],
  ownPhone: ['firma', 'pasazer'],
  freshPrincipalLink: ['transport'],
  freshContractorLink: ['firma', 'transport'],
};
const victimLoginsOf = (target: Target) => VICTIM_LOGINS[target] ?? ['firma'];
/** Refusals that write by design (write-fuzz.test.ts): failed logins, the security audit log. */
const WRITTEN_ON_REFUSAL = new Set(['public.login_attempts', 'public.security_audit_logs']);
const REFUSED = new Set([403, 404]);
/** TENANT_ESCAPE_VERBOSE=1 prints which phase-3 bodies of the attacker's own objects are refused anyway. */
const VERBOSE = process.env.TENANT_ESCAPE_VERBOSE === '1';

interface Context {
  attacker: Attacker;
  secrets: string[];
  victimIds: number[];
  rowsByPath: Map<string, Set<string>>;
  own: Map<Resource, string[]>;
  victim: Map<Resource, string[]>;
  /** What phase 1 did, for the failure messages. */
  relations: string[];
  baseline: Map<string, ReadOutcome>;
  /** Victim data the subcontractor saw in any read before its writes (none counts for the second tenant). */
  seen: Set<string>;
}

let app: FastifyInstance;
let targets: Awaited<ReturnType<typeof matrixTargets>>;
const contexts: Context[] = [];
/** Victim objects per target (one per distinct victim login's object). */
const victimParams = new Map<Target, Record<string, string>[]>();

const RESOURCES_USED = [...new Set(Object.values(IRI_FIELDS))];
/** Body resources found through the matrix's objects rather than a company column. */
const TARGET_RESOURCES: Partial<Record<Target, Resource>> = {
  taxiRide: 'taxi_course_rides',
  taxiCourse: 'taxi_courses',
  kilometerRide: 'kilometer_course_rides',
  employeeRequest: 'employee_requests',
};

beforeAll(async () => {
  app = await buildWriteApp();
  targets = await matrixTargets(app);
  for (const attacker of ATTACKERS) {
    await widenToGrantableRoles(app, attacker.login);
    await as(app, attacker.login);
    const victimIds = await companyIdsOf(app, attacker.victims);
    attacker.victims.forEach((name, index) => names.set(`/api/companies/${victimIds[index]}`, name));
    // A datum the attacker's own people share (two tenants' Jan Kowalski) is not the victim's to leak.
    const own = new Set(await victimSecrets(app, await companyIdsOf(app, [attacker.company])));
    contexts.push({
      attacker,
      secrets: (await victimSecrets(app, victimIds)).filter((secret) => !own.has(secret)),
      victimIds,
      rowsByPath: await victimRowsByPath(app, victimIds),
      own: await irisOf(app, [attacker.company], RESOURCES_USED),
      victim: await irisOf(app, attacker.victims.slice(0, 2), RESOURCES_USED),
      relations: [],
      baseline: new Map(),
      seen: new Set(),
    });
  }
  for (const target of Object.keys(targets) as Target[])
    if (!TENANTLESS_TARGETS.has(target)) victimParams.set(target, await victimObjects(target));
  // The matrix's pair joins a PKP Intercity place to a DB Cargo Polska place: the victim's own is two of its places.
  victimParams.set('definedKilometers', [{ id: String(await victimPair()) }]);
  // Resources with no company column of their own (rides, courses, requests): the matrix's objects.
  for (const context of contexts)
    for (const [target, resource] of Object.entries(TARGET_RESOURCES) as [Target, Resource][]) {
      const victim = victimParams.get(target)?.[0]?.id;
      if (victim) context.victim.set(resource, [iri(resource, victim)]);
      const own = (await ownParams(context, target))?.id;
      if (own && own !== victim) context.own.set(resource, [iri(resource, own)]);
    }
}, 120_000);
afterAll(() => app.close());

/** The victim's objects of a target, one per victim login whose object differs. */
async function victimObjects(target: Target): Promise<Record<string, string>[]> {
  const found = new Map<string, Record<string, string>>();
  for (const login of victimLoginsOf(target)) {
    const params = await targets[target].own(login);
    found.set(JSON.stringify(params), params);
  }
  return [...found.values()];
}

async function victimPair(): Promise<number> {
  const intercity = await companyId(app, 'PKP Intercity');
  const rows = await app.db
    .select({ id: places.id })
    .from(places)
    .where(eq(places.companyId, intercity))
    .limit(2);
  const [start, end] = rows.map((row) => iri('abstract_places', row.id));
  const response = await app.inject({
    method: 'POST',
    url: '/api/defined_kilometers',
    // Made by the victim's own login that holds ROLE_DEFINED_KILOMETERS, so a per-tenant pair is the victim's.
    headers: await as(app, 'transport'),
    payload: { placeStart: start, placeEnd: end, kilometers: 12, time: 900 },
  });
  if (response.statusCode !== 201) throw new Error(`victim pair: ${response.body}`);
  return response.json<{ id: number }>().id;
}

const keyOf = (method: string, url: string) => `${method} ${url}`;
const summary = (context: Context) =>
  context.relations.length > 0 ? context.relations.join(', ') : 'no relation write accepted';
/** Victim IRIs by their company's name in the failure messages (`/api/companies/1` -> PKP Intercity). */
const names = new Map<string, string>();
const nameOf = (value: string) => names.get(value) ?? value;

/** Every read probe of one attacker: victim objects, its own objects and every collection/query. */
async function readAll(context: Context): Promise<Map<string, ReadOutcome>> {
  const outcomes = new Map<string, ReadOutcome>();
  const login = context.attacker.login;
  for (const route of readRoutes(app)) {
    const target = MATRIX[keyOf('GET', route.url)]?.target ?? 'none';
    if (target === 'none') {
      if (route.url.includes(':')) continue;
      for (const query of [...queryVariants(route), ...victimQueryVariants(route, context.victim)]) {
        const rows = query === '?itemsPerPage=100' ? context.rowsByPath.get(route.url) : undefined;
        outcomes.set(
          `GET ${route.url}${query}`,
          await read(app, login, `${route.url}${query}`, context.secrets, rows),
        );
      }
      continue;
    }
    if (READ_SHARED_TARGETS.has(target)) continue;
    for (const params of victimParams.get(target) ?? [])
      outcomes.set(
        `GET ${fill(route.url, params)} (victim's ${target})`,
        await read(app, login, fill(route.url, params), context.secrets),
      );
    // A company the attacker sees that is neither its own nor the victim's (PKP Cargo, which both
    // tenants serve) must not lead on to the victim's: its contractors, its choices (row 895).
    if (target === 'company')
      for (const id of await listedCompanyIds(login))
        outcomes.set(
          `GET ${fill(route.url, { id })} (a company it sees)`,
          await read(app, login, fill(route.url, { id }), context.secrets),
        );
    const own = await ownParams(context, target);
    if (own)
      outcomes.set(
        `GET ${fill(route.url, own)} (own ${target})`,
        await read(app, login, fill(route.url, own), context.secrets),
      );
  }
  return outcomes;
}

/** The ids of the companies `login`'s company list holds. */
async function listedCompanyIds(login: string): Promise<string[]> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/companies?pagination=false',
    headers: await as(app, login),
  });
  return response.json<{ 'hydra:member': { id: number }[] }>()['hydra:member'].map((row) => String(row.id));
}

/** The attacker's own object of a target: the second tenant's (matrix's foreign) or the subcontractor's. */
async function ownParams(context: Context, target: Target): Promise<Record<string, string> | null> {
  if (target === 'none') return {};
  const ids = targets[target];
  if (!context.attacker.absolute) return ids.own(context.attacker.login as Login);
  return ids.foreign ? ids.foreign() : null;
}

const bodyRoutes = () => app.apiRoutes.filter((route) => WRITES.has(route.method) && !route.public);

describe('the tenant-escape suite', () => {
  it('knows every string field of every write body as an IRI field or plain text', () => {
    const unknown = bodyRoutes().flatMap((route) =>
      stringFields(route.schema?.body)
        .filter((field) => !(field.name in IRI_FIELDS) && !PLAIN_FIELDS.has(field.name))
        .map((field) => `${route.method} ${route.url}: ${field.path.join('.')}`),
    );
    expect(unknown, 'name each field in tenant-escape.fields.support.ts').toEqual([]);
  });

  it('reads what each attacker gets before any relation write (the baseline), as a signed-in user', async () => {
    for (const context of contexts) {
      context.baseline = await readAll(context);
      if (!context.attacker.absolute)
        context.seen = new Set([...context.baseline.values()].flatMap((outcome) => outcome.secrets));
      // A login that stopped working would refuse everything and prove nothing.
      const answered = [...context.baseline.values()].filter((outcome) => outcome.status === 200);
      expect(answered.length, `${context.attacker.login} reads its own lists and objects`).toBeGreaterThan(
        20,
      );
    }
  }, 120_000);

  it('phase 1: makes every relation-creating write each attacker may, aimed at the victim', async () => {
    const crashes: string[] = [];
    for (const context of contexts) {
      const headers = await as(app, context.attacker.login);
      for (const route of bodyRoutes().filter((r) => r.method === 'POST' && !r.url.includes(':'))) {
        const linking = stringFields(route.schema?.body).filter((field) => {
          const resource = IRI_FIELDS[field.name];
          return resource === 'companies' || resource === 'users';
        });
        for (const field of linking) {
          for (const victimIri of context.victim.get(IRI_FIELDS[field.name] ?? 'companies') ?? []) {
            for (const flag of [false, true]) {
              const base = bodyOf(route.schema?.body, { iriOf: ownIriOr(context.own), flag });
              const response = await app.inject({
                method: 'POST',
                url: route.url,
                headers,
                payload: withField(base, field, victimIri) as Record<string, unknown>,
              });
              const status = response.statusCode;
              if (status >= 500) crashes.push(`${context.attacker.login} POST ${route.url}: ${status}`);
              const label = `POST ${route.url}(${field.path.join('.')}=${nameOf(victimIri)}${flag ? ', flags on' : ''})=${status}`;
              if (status < 300) context.relations.push(label);
              if (status < 300 && response.body)
                await stakesOf(context, route.url, response.json<{ id?: number }>().id);
            }
          }
        }
      }
    }
    expect(crashes).toEqual([]);
  }, 120_000);

  /** The follow-ups of a link the attacker got (`POST <route>/:id/stakes`...): its prices. */
  async function stakesOf(context: Context, url: string, id: number | undefined) {
    if (id === undefined) return;
    for (const route of bodyRoutes().filter((r) => r.method === 'POST' && r.url.startsWith(`${url}/:id/`))) {
      const response = await app.inject({
        method: 'POST',
        url: fill(route.url, { id: String(id) }),
        headers: await as(app, context.attacker.login),
        payload: bodyOf(route.schema?.body, { iriOf: ownIriOr(context.own), flag: false }) as Record<
          string,
          unknown
        >,
      });
      context.relations.push(`POST ${fill(route.url, { id: String(id) })}=${response.statusCode}`);
    }
  }

  it("phase 2: no attacker reads the victim's objects, rows or data after its relation writes", async () => {
    const leaks: string[] = [];
    for (const context of contexts) {
      const after = await readAll(context);
      const who = `${context.attacker.login} after [${summary(context)}]`;
      for (const [probe, outcome] of after) {
        const before = context.baseline.get(probe);
        const already = (what: boolean) => (what ? ' (already before its writes)' : '');
        if (probe.includes("(victim's")) {
          const opened = outcome.status < 300;
          if (opened && (context.attacker.absolute || (before?.status ?? 500) >= 300))
            leaks.push(`${who} -> ${probe}: ${outcome.status}${already((before?.status ?? 500) < 300)}`);
        }
        const newSecrets = context.attacker.absolute
          ? outcome.secrets
          : outcome.secrets.filter((secret) => !before?.secrets.includes(secret));
        if (newSecrets.length > 0)
          leaks.push(
            `${who} -> ${probe} answers victim data: ${newSecrets.slice(0, 4).join(' | ')}${already((before?.secrets.length ?? 0) > 0)} in …${outcome.around}…`,
          );
        const newRows = context.attacker.absolute
          ? outcome.rows
          : outcome.rows.filter((row) => !before?.rows.includes(row));
        if (newRows.length > 0)
          leaks.push(
            `${who} -> ${probe} lists victim rows: ${newRows.slice(0, 3).join(' ')}${already((before?.rows.length ?? 0) > 0)}`,
          );
      }
    }
    expect(leaks).toEqual([]);
  }, 180_000);

  it("phase 2: every write on the victim's objects is refused (403/404) and changes nothing", async () => {
    const failures: string[] = [];
    let tried = 0;
    const watch = new DatabaseWatch(app.db, () => app.outbox.idle(), WRITTEN_ON_REFUSAL);
    for (const route of bodyRoutes()) {
      const row = MATRIX[keyOf(route.method, route.url)];
      if (!row || TENANTLESS_TARGETS.has(row.target) || (!route.url.includes(':') && !row.inBody)) continue;
      // The attackers share the victim's objects until one's write is accepted (a DELETE may consume them).
      let objects: Record<string, string>[] | null = null;
      for (const context of contexts) {
        if (!objects) {
          objects =
            row.target === 'definedKilometers'
              ? (victimParams.get(row.target) ?? [])
              : await victimObjects(row.target);
          watch.forget();
        }
        for (const params of objects) {
          const url = fill(route.url, params);
          const payload = row.inBody
            ? { [row.inBody.field]: `/api/${row.inBody.resource}/${params.id}` }
            : {};
          await watch.before();
          tried += 1;
          const response = await app.inject({
            method: route.method as 'POST',
            url,
            headers: await as(app, context.attacker.login),
            payload,
          });
          const status = response.statusCode;
          const who = `${context.attacker.login} after [${summary(context)}]`;
          if (!REFUSED.has(status))
            failures.push(`${who} -> ${route.method} ${url} (victim's ${row.target}): ${status}`);
          if (status < 400) objects = null;
          else {
            const changed = await watch.afterRefusal();
            if (changed.length > 0)
              failures.push(
                `${who} -> ${route.method} ${url}: refused ${status} but changed ${changed.join(', ')}`,
              );
          }
        }
      }
    }
    expect(tried, 'writes on victim objects').toBeGreaterThan(200);
    expect(failures).toEqual([]);
  }, 180_000);

  it("phase 3: a victim's IRI in any body field is refused without a change, or has no effect", async () => {
    const failures: string[] = [];
    // Every call's object first (the attacker's own, fresh where the matrix makes one per call).
    const calls: {
      context: Context;
      route: ApiRoute;
      url: string;
      field: StringField;
      victimIri: string;
      flag: boolean;
    }[] = [];
    for (const context of contexts)
      for (const route of bodyRoutes()) {
        const fields = stringFields(route.schema?.body).filter((field) => field.name in IRI_FIELDS);
        if (fields.length === 0) continue;
        const target = MATRIX[keyOf(route.method, route.url)]?.target ?? 'none';
        const params = await ownParams(context, target);
        // The subcontractor's "own" object of the matrix may be its tenant's, i.e. the victim's: not its own.
        const victims = (victimParams.get(target) ?? []).map((victim) => JSON.stringify(victim));
        if (params === null || (target !== 'none' && victims.includes(JSON.stringify(params)))) continue;
        // Flags and enums off, and on where the body has any (`superior`, `contractorOf`...).
        const iriOf = ownIriOr(context.own);
        const differ =
          JSON.stringify(bodyOf(route.schema?.body, { iriOf, flag: false })) !==
          JSON.stringify(bodyOf(route.schema?.body, { iriOf, flag: true }));
        for (const flag of differ ? [false, true] : [false])
          for (const field of fields)
            for (const victimIri of context.victim.get(IRI_FIELDS[field.name] ?? 'companies') ?? [])
              calls.push({ context, route, url: fill(route.url, params), field, victimIri, flag });
      }
    expect(calls.length, 'write routes with IRI body fields').toBeGreaterThan(100);
    const watch = new DatabaseWatch(app.db, () => app.outbox.idle(), WRITTEN_ON_REFUSAL);
    for (const { context, route, url, field, victimIri, flag } of calls) {
      const login = context.attacker.login;
      const base = bodyOf(route.schema?.body, { iriOf: ownIriOr(context.own), flag });
      if (VERBOSE) {
        await reach(login, route.method, url, base);
        watch.forget();
      }
      const payload = withField(base, field, victimIri) as Record<string, unknown>;
      const version = route.method === 'PUT' ? await versionOf(url, login) : null;
      if (version !== null) payload.version = version;
      const headers = await as(app, login);
      await watch.before();
      const response = await app.inject({
        method: route.method as 'POST',
        url,
        headers: version === null ? headers : { ...headers, 'if-match': `W/"${version}"` },
        payload,
      });
      const status = response.statusCode;
      const what = `${login} -> ${route.method} ${url} with ${field.path.join('.')}=${nameOf(victimIri)}${flag ? ' (flags on)' : ''}`;
      if (status >= 500) failures.push(`${what}: ${status}`);
      else if (status >= 400) {
        const changed = await watch.afterRefusal();
        if (changed.length > 0) failures.push(`${what}: refused ${status} but changed ${changed.join(', ')}`);
      } else {
        const leaked = [
          ...(response.body.includes(`"${victimIri}"`) ? [`accepted, the answer holds ${victimIri}`] : []),
          // The subcontractor keeps what it saw before its writes (its courses' passengers).
          ...secretsIn(response.body, context.secrets).filter((secret) => !context.seen.has(secret)),
        ];
        if (leaked.length > 0) failures.push(`${what}: ${status}, ${leaked.slice(0, 4).join(' | ')}`);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});

/** With TENANT_ESCAPE_VERBOSE=1: whether the attacker's own body (no victim IRI) gets through, and if not why. */
async function reach(login: string, method: string, url: string, base: unknown) {
  const payload = structuredClone(base) as Record<string, unknown>;
  const version = method === 'PUT' ? await versionOf(url, login) : null;
  if (version !== null) payload.version = version;
  const headers = await as(app, login);
  const response = await app.inject({
    method: method as 'POST',
    url,
    headers: version === null ? headers : { ...headers, 'if-match': `W/"${version}"` },
    payload,
  });
  if (response.statusCode >= 300)
    console.log(`unreached ${login} ${method} ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
}

/** The object's current version (for a PUT's If-Match), or null when it cannot be read. */
async function versionOf(url: string, login: string): Promise<number | null> {
  const response = await app.inject({ method: 'GET', url, headers: await as(app, login) });
  if (response.statusCode !== 200) return null;
  const version = response.json<{ version?: unknown }>().version;
  return typeof version === 'number' ? version : null;
}
