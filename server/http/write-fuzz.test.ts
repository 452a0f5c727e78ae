/**
 * Property-based fuzzing of EVERY write route (issue 14, "Bad input", docs/security.md): the routes
 * come from Fastify's registry (a route added later is fuzzed without editing this file), called as
 * the admin and as two tenant logins with hostile path ids, queries, If-Match headers and bodies shaped
 * by each route's own zod schema (server/test/fuzz/). Every answer is below 500; every refusal has the
 * house error shape with a Polish message and leaves every table's row count and checksum as they were.
 *
 * Seeds and counts: FUZZ_SEED (default 1414) mixed with a hash of the route (so a new route does not
 * shift the others' requests), FUZZ_RUNS requests per route (default 10: 84 routes x 10 = 840
 * requests; the file took 75 s on the shared 2-core machine at load 15-20: app 18 s, the routes' objects
 * 15 s, the requests 41 s). Deeper local runs: `FUZZ_RUNS=200 npx vitest run
 * server/http/write-fuzz.test.ts`; another seed: `FUZZ_SEED=7 ...`.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATRIX } from '../test/authorization/authorization-matrix.support';
import { matrixTargets } from '../test/authorization/matrix.support';
import { as } from '../test/demo-session.support';
import { buildWriteApp } from '../test/course-writes/write-app.support';
import { driverLinkParams } from '../test/fuzz/driver-link-params.support';
import { HTTP_MESSAGES } from './messages';
import { refusalProblem } from '../test/fuzz/answer-shape.support';
import { DatabaseWatch } from '../test/fuzz/database-watch.support';
import { fuzzIris } from '../test/fuzz/fuzz-iris.support';
import { describeRequest, requestArbitrary, type RealParams } from '../test/fuzz/write-requests.support';

const SEED = Number(process.env.FUZZ_SEED ?? 1414);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
/** The global path (admin) and two tenants' (a railway company, a transport company). */
const FUZZ_LOGINS = ['admin', 'firma', 'transport'] as const;
const VERBOSE = process.env.FUZZ_VERBOSE === '1';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Refusals that write by design: a failed login is counted for the login rate limit
 * (server/auth/login-attempts.repository.ts), and failed logins and reused refresh tokens are
 * recorded in the security audit log (server/audit/audit-log.ts).
 */
const WRITTEN_ON_REFUSAL = new Set(['public.login_attempts', 'public.security_audit_logs']);

/** A stable 32-bit hash of the route, so each route has its own seed. */
const hash = (text: string) =>
  [...text].reduce((sum, char) => (Math.imul(sum, 31) + char.charCodeAt(0)) | 0, 7);

let app: FastifyInstance;
let targets: Awaited<ReturnType<typeof matrixTargets>>;
let iris: string[];
/** The driver's link of the matrix's own course, so the public course-info writes get past the token. */
let linkParams: Record<string, string> = {};

beforeAll(async () => {
  let started = Date.now();
  const lap = (what: string) => {
    if (VERBOSE) console.log(`${what}: ${Date.now() - started} ms`);
    started = Date.now();
  };
  app = await buildWriteApp();
  lap('app');
  targets = await matrixTargets(app);
  lap('targets');
  iris = await fuzzIris(app, targets);
  linkParams = await driverLinkParams(app, Number((await targets.freshTaxiCourse.own('admin')).id));
  lap('iris');
  for (const login of FUZZ_LOGINS) await as(app, login);
  lap('logins');
}, 300_000);
afterAll(() => app.close());

const writeRoutes = () => app.apiRoutes.filter((route) => WRITES.has(route.method));

/** The route's own, foreign and missing ids for each login (the authorization matrix's objects). */
async function realParamsOf(key: string): Promise<RealParams> {
  const ids = targets[MATRIX[key]?.target ?? 'none'];
  const foreign = { ...(ids.foreign ? await ids.foreign() : {}), ...linkParams };
  const byLogin = new Map<string, Record<string, readonly string[]>>();
  for (const login of FUZZ_LOGINS) {
    const own = await ids.own(login);
    const names = new Set([...Object.keys(own), ...Object.keys(foreign), ...Object.keys(ids.missing)]);
    byLogin.set(
      login,
      Object.fromEntries(
        [...names].map((name) => [
          name,
          [own[name], foreign[name], ids.missing[name]].filter((v) => v !== undefined),
        ]),
      ),
    );
  }
  return (login) => byLogin.get(login) ?? {};
}

describe('every write route, fuzzed', () => {
  it('finds the write routes', () => {
    expect(writeRoutes().length).toBeGreaterThan(80);
  });

  it(`answers ${RUNS} hostile requests per route below 500, in the house shape, and a refusal writes nothing`, async () => {
    const watch = new DatabaseWatch(app.db, () => app.outbox.idle(), WRITTEN_ON_REFUSAL);
    const failures: string[] = [];
    const unreached: string[] = [];
    const headersOf = new Map<string, Record<string, string>>();
    for (const login of FUZZ_LOGINS) headersOf.set(login, await as(app, login));
    // Every route's objects first: their inserts then cost one baseline checksum, not one per route.
    const paramsOf = new Map<string, RealParams>();
    for (const route of writeRoutes()) {
      const key = `${route.method} ${route.url}`;
      paramsOf.set(key, await realParamsOf(key));
    }
    const started = Date.now();
    for (const route of writeRoutes()) {
      const key = `${route.method} ${route.url}`;
      const arbitrary = requestArbitrary(route, FUZZ_LOGINS, paramsOf.get(key) ?? (() => ({})), { iris });
      let reached = false;
      const routeStarted = Date.now();
      const checksumsBefore = watch.checksumCount;
      // RUNS requests; a route whose first RUNS all stopped at its path (the sample drew other tenants'
      // and missing ids only) gets up to twice as many more, so a seed's bad luck is not a failure.
      let sent = 0;
      for (const request of fc.sample(arbitrary, { seed: SEED ^ hash(key), numRuns: RUNS * 3 })) {
        if (sent >= RUNS && reached) break;
        sent += 1;
        await watch.before();
        const response = await app.inject({
          method: route.method as 'POST',
          url: request.url,
          headers: { ...headersOf.get(request.login), ...request.headers },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        const status = response.statusCode;
        // Past the router and the path: not a 404/414, nor the bare 400 of a bad URL or malformed JSON.
        if (
          ![404, 414].includes(status) &&
          !(status === 400 && response.body.includes(HTTP_MESSAGES.badRequest))
        )
          reached = true;
        if (status >= 500) failures.push(`${key}: ${status} ${describeRequest(request)}`);
        if (status < 400) continue;
        const problem = refusalProblem(status, response.body);
        if (problem) failures.push(`${key}: ${status} ${problem} ${describeRequest(request)}`);
        const changed = await watch.afterRefusal();
        if (changed.length > 0)
          failures.push(`${key}: ${status} changed ${changed.join(', ')} ${describeRequest(request)}`);
      }
      if (!reached) unreached.push(key);
      if (VERBOSE)
        console.log(
          `${key}: ${Date.now() - routeStarted} ms, ${watch.checksumCount - checksumsBefore} checksums`,
        );
    }
    if (VERBOSE) console.log(`fuzz: ${Date.now() - started} ms, ${watch.checksumCount} checksums`);
    expect(failures.map((failure) => failure.slice(0, 400))).toEqual([]);
    // A route whose every request stopped at 404 was not fuzzed past its path: give the matrix a target.
    expect(unreached).toEqual([]);
  }, 600_000);
});
