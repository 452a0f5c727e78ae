// Benchmark of two API processes on one PostgreSQL behind a round-robin proxy (issue 15, ADR 012): a
// mixed workload at 64 connections, 80 % reads (the course list as four users, a course drawer) and 20 %
// writes (create a course, a transport company accepts a ride, the driver marks a stop, a comment),
// with p50/p95/p99 per kind and in all, and the error rate (must be 0). The baseline is GET
// /api/health through the same proxy in the same run. Usage:
//   node --import tsx bench/two-processes.bench.ts [--seconds 10] [--connections 64]
// Full size: --seconds 60.
import { performance } from 'node:perf_hooks';
import { eq, inArray } from 'drizzle-orm';
import { freePort } from '../scripts/local-postgres';
import { crashServer } from '../server/test/crash/crash-server.support';
import { openDatabase } from '../server/db/client';
import { courses, rides, waypoints } from '../server/db/course-schema';
import { demoIris, taxiPayload } from '../server/test/course-writes/write-app.support';
import { startRoundRobinProxy } from '../server/scale-out/round-robin-proxy';
import { demoToken, option, prepareBenchDatabase } from './real-server';
import { percentile } from './sse-client';

const args = process.argv.slice(2);
const SECONDS = option(args, 'seconds', 10);
const CONNECTIONS = option(args, 'connections', 64);
/** Rides prepared for the accept writes (each accepted once): more than a run can take. */
const ACCEPT_POOL = Math.max(50, SECONDS * 20);

type Kind = 'list' | 'drawer' | 'create' | 'accept' | 'mark' | 'comment' | 'health';
const WEIGHTS: [Kind, number][] = [
  ['list', 50],
  ['drawer', 30],
  ['create', 5],
  ['accept', 5],
  ['mark', 5],
  ['comment', 5],
];

const database = await prepareBenchDatabase('postgres');
const db = await openDatabase(database.databaseUrl, database.dataDir);
const ports = [await freePort(), await freePort()];
const servers = [0, 1].map((index) =>
  crashServer({
    port: ports[index] ?? 0,
    dataDir: `${database.dataDir}-${index}`,
    outboxDir: `${database.outboxDir}-${index}`,
    databaseUrl: database.databaseUrl,
    env: { ACCEPTANCE_DEADLINE_INTERVAL_MS: '60000', OUTBOX_INTERVAL_MS: '1000' },
  }),
);
await Promise.all(servers.map((server) => server.start()));
const proxy = await startRoundRobinProxy(servers.map((server) => server.baseURL));
try {
  const token = Object.fromEntries(
    await Promise.all(
      ['dyspozytor', 'transport', 'kierowca', 'firma'].map(async (user) => [
        user,
        await demoToken(proxy.url, user),
      ]),
    ),
  ) as Record<string, string>;
  const iris = await demoIris(db);
  // A new payload each create: a company's ride numbers must differ (row 623).
  const payload = () => JSON.stringify(taxiPayload(iris));
  const call = (method: string, path: string, user: string, body?: string) =>
    fetch(`${proxy.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token[user]}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body,
    });

  // The pools: rides waiting for Taxi Trans's acceptance, stops of started courses the driver marks.
  console.log(`Preparing ${ACCEPT_POOL} courses to accept and mark...`);
  const prepared: { courseId: number; rideId: number }[] = [];
  for (let index = 0; index < ACCEPT_POOL; index += 1) {
    const response = await call('POST', '/api/taxi_courses', 'dyspozytor', payload());
    if (response.status !== 201) throw new Error(`create: ${response.status} ${await response.text()}`);
    const course = (await response.json()) as { id: number; rides: { id: number }[] };
    prepared.push({ courseId: course.id, rideId: course.rides[0]?.id ?? NaN });
  }
  const rideIds = prepared.map((ride) => ride.rideId);
  await db.db
    .update(rides)
    .set({ status: 'waiting_for_transport_company_acceptance' })
    .where(inArray(rides.id, rideIds));
  await db.db
    .update(courses)
    .set({ driverStartAt: new Date() })
    .where(
      inArray(
        courses.id,
        prepared.map((ride) => ride.courseId),
      ),
    );
  const stops = (
    await db.db.select({ id: waypoints.id }).from(waypoints).where(inArray(waypoints.rideId, rideIds))
  ).map((row) => row.id);
  const [firstRide] = await db.db
    .select()
    .from(rides)
    .where(eq(rides.id, rideIds[0] ?? 0));
  const commentRide = `/api/taxi_course_rides/${firstRide?.id ?? 0}`;
  const drawerIds = prepared.map((ride) => ride.courseId);
  const toAccept = [...rideIds];
  const listUsers = ['dyspozytor', 'transport', 'kierowca', 'firma'];
  const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

  const send = (kind: Kind): Promise<Response> => {
    switch (kind) {
      case 'list':
        return call('GET', '/api/abstract_courses?itemsPerPage=15', pick(listUsers));
      case 'drawer':
        return call('GET', `/api/abstract_courses/${pick(drawerIds)}`, 'dyspozytor');
      case 'create':
        return call('POST', '/api/taxi_courses', 'dyspozytor', payload());
      case 'accept': {
        const ride = toAccept.pop();
        if (ride === undefined) throw new Error('the accept pool ran out: raise ACCEPT_POOL');
        return call('POST', `/api/taxi_course_rides/${ride}/accept`, 'transport', '{}');
      }
      case 'mark':
        return call(
          'POST',
          `/api/waypoints/${pick(stops)}/achieved?at=${new Date().toISOString()}`,
          'kierowca',
        );
      case 'comment':
        return call(
          'POST',
          '/api/ride_comments',
          'dyspozytor',
          JSON.stringify({ ride: commentRide, content: 'Test obciążenia' }),
        );
      case 'health':
        return fetch(`${proxy.url}/api/health`);
    }
  };
  const total = WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  const draw = (): Kind => {
    let roll = Math.random() * total;
    for (const [kind, weight] of WEIGHTS) if ((roll -= weight) < 0) return kind;
    return 'list';
  };

  async function load(choose: () => Kind) {
    const latencies = new Map<Kind | 'all', number[]>([['all', []]]);
    const failures: string[] = [];
    const end = performance.now() + SECONDS * 1000;
    const worker = async () => {
      while (performance.now() < end) {
        const kind = choose();
        const started = performance.now();
        try {
          const response = await send(kind);
          const text = await response.text();
          if (response.status >= 300) failures.push(`${kind} ${response.status} ${text.slice(0, 200)}`);
        } catch (error) {
          failures.push(`${kind} ${String(error)}`);
        }
        const elapsed = performance.now() - started;
        latencies.get('all')?.push(elapsed);
        latencies.set(kind, [...(latencies.get(kind) ?? []), elapsed]);
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    return { latencies, failures };
  }

  const row = (name: string, values: number[], errors: number, seconds: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p).toFixed(0));
    return {
      line: `| ${name} | ${values.length} | ${p50} | ${p95} | ${p99} | ${(values.length / seconds).toFixed(0)} | ${errors} |`,
      p50: Number(p50),
      p99: Number(p99),
    };
  };
  const baseline = await load(() => 'health');
  const mixed = await load(draw);
  console.log(
    `\npostgres, two processes behind a round-robin proxy, ${CONNECTIONS} connections, ${SECONDS} s each`,
  );
  console.log(
    '| requests | count | p50 ms | p95 ms | p99 ms | req/s | errors |\n| --- | --- | --- | --- | --- | --- | --- |',
  );
  const base = row(
    'GET /api/health (baseline)',
    baseline.latencies.get('all') ?? [],
    baseline.failures.length,
    SECONDS,
  );
  console.log(base.line);
  const all = row('mixed, all', mixed.latencies.get('all') ?? [], mixed.failures.length, SECONDS);
  console.log(all.line);
  for (const [kind] of WEIGHTS) {
    const errors = mixed.failures.filter((failure) => failure.startsWith(`${kind} `)).length;
    console.log(row(`mixed: ${kind}`, mixed.latencies.get(kind) ?? [], errors, SECONDS).line);
  }
  for (const failure of [...new Set(mixed.failures)].slice(0, 5)) console.log(`error: ${failure}`);
  const count = mixed.latencies.get('all')?.length ?? 0;
  console.log(
    `SUMMARY two-processes mixed ${CONNECTIONS} connections ${SECONDS} s: p50 ${all.p50} ms, p99 ${all.p99} ms, ` +
      `error rate ${((100 * mixed.failures.length) / Math.max(count, 1)).toFixed(2)} % (target 0), ` +
      `p50/health ${(all.p50 / Math.max(base.p50, 1)).toFixed(1)}x`,
  );
} finally {
  await proxy.close();
  await Promise.all(servers.map((server) => server.stop()));
  await db.close();
  database.stop();
}
