// Benchmark of the live course events (issue 15): the real server as a child process holds N
// authenticated `GET /api/events` streams opened from separate reader processes (bench/stream-clients.ts:
// raw node:http, one socket each),
// of five demo users with five visibilities (dispatcher, transport company, driver, passenger, railway
// company; many streams share a user, each is its own subscriber). Then a course changes (a ride comment)
// a few times: per stream, the time from the write until its event arrived (p50/p95/p99), and the
// server's resident memory (VmRSS) with the N streams open. The baseline is the same change with one
// stream per user, in the same run. Targets: 10 000 streams under 300 MB, p99 under 1 s. Usage:
//   node --import tsx bench/live-streams.bench.ts [--streams 1000] [--events 3] [--clients 2] [--postgres | --pglite]
//   [--entry dist/server/main.js] (a compiled server instead of server/main.ts under tsx) [--hold 25]
// Full size: --streams 10000 (the open-file limit must allow it: `ulimit -n` above 10 100).
import { performance } from 'node:perf_hooks';
import { freePort } from '../scripts/local-postgres';
import { crashServer } from '../server/test/crash/crash-server.support';
import type { CrashServer } from '../server/test/crash/crash-server.support';
import { demoToken, option, prepareBenchDatabase, residentMb } from './real-server';
import { openBenchStream, percentile } from './sse-client';
import { absoluteNow, startStreamClients } from './stream-clients';
import type { BenchStream } from './sse-client';

const args = process.argv.slice(2);
const STREAMS = option(args, 'streams', 1000);
const EVENTS = option(args, 'events', 3);
/** Processes reading the streams (10 000 browsers are not one event loop). */
const CLIENTS = option(args, 'clients', 2);
/**
 * Seconds the streams stay open, quiet but for the heartbeat, after the changes: the RSS right after
 * 10 000 logins and openings still holds their garbage (uncollected, or collected but not yet given
 * back); what the process holds for the streams is read once it has settled. 0 skips it.
 */
const HOLD_SECONDS = option(args, 'hold', 25);
/** A compiled server entry (JavaScript) to run instead of the TypeScript sources under tsx. */
const ENTRY = args.includes('--entry') ? args[args.indexOf('--entry') + 1] : undefined;
const kinds = args.includes('--postgres')
  ? (['postgres'] as const)
  : args.includes('--pglite')
    ? (['pglite'] as const)
    : (['postgres', 'pglite'] as const);
const USERS = ['dyspozytor', 'transport', 'kierowca', 'pasazer', 'firma'] as const;

const until = async (done: () => boolean, timeoutMs: number) => {
  const deadline = performance.now() + timeoutMs;
  while (!done() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
};

/** The IRI of a ride the driver sees (so the dispatcher, the driver and its company see the change). */
async function rideToComment(baseURL: string, token: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/abstract_courses?itemsPerPage=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { 'hydra:member': { rides: { '@id': string }[] }[] };
  const iri = body['hydra:member'][0]?.rides[0]?.['@id'];
  if (!iri) throw new Error('the driver sees no ride to comment on');
  return iri;
}

/** Writes one change and returns, per stream that got its event, milliseconds from the write. */
async function oneChange(
  server: CrashServer,
  streams: BenchStream[],
  post: () => Promise<Response>,
  waitFor: number,
) {
  for (const stream of streams) stream.arm();
  const started = performance.now();
  const response = await post();
  if (response.status !== 201)
    throw new Error(`the change answered ${response.status}: ${await response.text()}`);
  const arrived = () => streams.filter((stream) => stream.arrivedAt !== undefined).length;
  await until(() => arrived() >= waitFor, 30_000);
  // Streams of users who do not see the course get nothing: a short quiet time tells them apart.
  if (waitFor === 0) await until(() => false, 1000);
  const latencies = streams.flatMap((stream) =>
    stream.arrivedAt === undefined ? [] : [stream.arrivedAt - started],
  );

  return latencies;
}

async function run(kind: 'postgres' | 'pglite') {
  const database = await prepareBenchDatabase(kind);
  const server = crashServer({
    port: await freePort(),
    dataDir: database.dataDir,
    outboxDir: database.outboxDir,
    databaseUrl: database.databaseUrl,
    env: { OUTBOX_INTERVAL_MS: '0' },
    command: ENTRY ? [ENTRY] : undefined,
  });
  await server.start();
  try {
    // The process itself before any request: modules loaded, the database pool open, no stream.
    const startMb = await residentMb(server.pid());
    const tokens = await Promise.all(USERS.map((user) => demoToken(server.baseURL, user)));
    const dispatcher = tokens[0] ?? '';
    const ride = await rideToComment(server.baseURL, tokens[2] ?? '');
    let comment = 0;
    const post = () =>
      fetch(`${server.baseURL}/api/ride_comments`, {
        method: 'POST',
        headers: { authorization: `Bearer ${dispatcher}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ride, content: `Komentarz testu wydajności ${(comment += 1)}` }),
      });
    const url = `${server.baseURL}/api/events`;

    // Baseline: one stream per user; who sees the course is learned here.
    const single = await Promise.all(tokens.map((token) => openBenchStream(url, token)));
    const baseline = await oneChange(server, single, post, 0);
    const seeing = USERS.filter((_, index) => single[index]?.arrivedAt !== undefined);
    for (const stream of single) stream.close();
    const idleMb = await residentMb(server.pid());

    const openStarted = performance.now();
    const clients = await startStreamClients(url, tokens, STREAMS, CLIENTS);
    const openSeconds = (performance.now() - openStarted) / 1000;
    const openMb = await residentMb(server.pid());
    const expected = Array.from({ length: STREAMS }, (_, index) => USERS[index % USERS.length]).filter(
      (user) => user !== undefined && seeing.includes(user),
    ).length;

    const latencies: number[] = [];
    let missing = 0;
    for (let event = 0; event < EVENTS; event += 1) {
      await clients.arm();
      const started = absoluteNow();
      const response = await post();
      if (response.status !== 201) throw new Error(`the change answered ${response.status}`);
      const deadline = performance.now() + 30_000;
      while ((await clients.arrivedCount()) < expected && performance.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const got = (await clients.arrivals()).map((time) => time - started);
      latencies.push(...got);
      missing += expected - got.length;
    }
    const peakMb = await residentMb(server.pid());
    const held: number[] = [];
    for (let second = 5; second <= HOLD_SECONDS; second += 5) {
      await new Promise((resolve) => setTimeout(resolve, 5000));
      held.push(await residentMb(server.pid()));
    }
    const heldMb = held.at(-1) ?? peakMb;
    // The server's own time to hand each event to every stream (logged when 200 ms or more).
    for (const line of server
      .log()
      .split('\n')
      .filter((text) => text.includes('slow event fan-out')))
      console.log(`server: ${line}`);
    clients.close();

    latencies.sort((a, b) => a - b);
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(latencies, p));
    const baseP99 = Math.max(...baseline);
    const perStreamKb = ((openMb - idleMb) * 1024) / STREAMS;
    console.log(
      `\n${kind}${ENTRY ? ` (${ENTRY})` : ' (tsx)'}: ${STREAMS} streams opened in ${openSeconds.toFixed(1)} s; ${EVENTS} changes, each seen by ${expected} streams (${seeing.join(', ')})`,
    );
    console.log('| measurement | value |\n| --- | --- |');
    console.log(`| server RSS at start, no stream | ${startMb.toFixed(0)} MB |`);
    console.log(`| server RSS, 5 streams (baseline) | ${idleMb.toFixed(0)} MB |`);
    console.log(
      `| server RSS, ${STREAMS} streams open | ${openMb.toFixed(0)} MB (${perStreamKb.toFixed(1)} KB a stream) |`,
    );
    console.log(`| server RSS after the changes | ${peakMb.toFixed(0)} MB |`);
    if (held.length > 0)
      console.log(
        `| server RSS, streams held open ${HOLD_SECONDS} s more (every 5 s) | ${held.map((mb) => mb.toFixed(0)).join(', ')} MB |`,
      );
    console.log(`| delivery, 1 stream a user (baseline) | max ${baseP99.toFixed(0)} ms |`);
    console.log(
      `| delivery, ${STREAMS} streams | p50 ${p50?.toFixed(0)} ms, p95 ${p95?.toFixed(0)} ms, p99 ${p99?.toFixed(0)} ms, missing ${missing} |`,
    );
    console.log(
      `SUMMARY live-streams ${kind} ${STREAMS} streams: start ${startMb.toFixed(0)} MB, ${perStreamKb.toFixed(1)} KB a stream, RSS ${peakMb.toFixed(0)} MB after the changes, ${heldMb.toFixed(0)} MB held ${HOLD_SECONDS} s (target < 300: ${peakMb < 300 ? 'met' : heldMb < 300 ? 'met once settled' : 'NOT met'}), ` +
        `p99 ${p99?.toFixed(0)} ms (target < 1000: ${(p99 ?? Infinity) < 1000 ? 'met' : 'NOT met'}), ` +
        `p99/baseline ${((p99 ?? NaN) / Math.max(baseP99, 1)).toFixed(1)}x, missing ${missing}`,
    );
  } catch (error) {
    console.error(`The run failed; the server printed:\n${server.log()}`);
    throw error;
  } finally {
    await server.stop();
    database.stop();
  }
}

for (const kind of kinds) await run(kind);
