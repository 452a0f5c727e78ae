/**
 * kill -9 during a burst of course writes, then a restart on the same data (ADR 008). One scenario
 * for both databases: the PGlite and the PostgreSQL test differ only in how the data is opened.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { seededRandom } from '../../seed/courses';
import { runBurst, type CourseWrite, type Ledger } from './crash-burst.support';
import { stageClaims, stagedClaimProblems } from './crash-claims.support';
import { halfWritten, type CrashIris } from './crash-data.support';
import type { CrashServer } from './crash-server.support';

export interface CrashScenario {
  seed: number;
  server: CrashServer;
  iris: CrashIris;
  outboxDir: string;
  /** Opens the data for the final checks (with the server stopped, for PGlite's one-process rule). */
  open(): Promise<Database>;
}

export interface CrashReport {
  ledger: Ledger;
  killedAfterAcks: number;
  /** Rule -> ids breaking it: all must be empty. */
  halfWritten: Record<string, unknown[]>;
  /** Acknowledged courses missing or not as last written: must be empty. */
  lost: string[];
  /** Outbox rows not sent once (the two staged claims included): must be empty. */
  outbox: string[];
  messages: number;
}

async function login(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'dyspozytor', password: 'kursownik123' }),
  });
  if (!response.ok) throw new Error(`login ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** `KR/1/4` at `08:15` on CRASH_DAY, as the course read gives it back. */
const matches = (ride: { number: string; startsAt: string }, write: CourseWrite | undefined) =>
  write !== undefined &&
  ride.number === write.number &&
  new Date(ride.startsAt).toLocaleTimeString('pl-PL', {
    timeZone: 'Europe/Warsaw',
    hour: '2-digit',
    minute: '2-digit',
  }) === write.time;

async function lostWrites(baseURL: string, token: string, ledger: Ledger): Promise<string[]> {
  const lost: string[] = [];
  for (const course of ledger.courses) {
    const response = await fetch(`${baseURL}/api/taxi_courses/${course.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status !== 200) {
      lost.push(`course ${course.id}: ${response.status}`);
      continue;
    }
    const { rides } = (await response.json()) as { rides: { number: string; startsAt: string }[] };
    const [ride] = rides;
    // The last acknowledged write, or the edit that was in flight when the server died.
    if (rides.length !== 1 || !ride || !(matches(ride, course.acked) || matches(ride, course.inFlight)))
      lost.push(`course ${course.id}: ${JSON.stringify(rides)} is not ${JSON.stringify(course.acked)}`);
  }
  return lost;
}

/** Waits until the outbox folder has not changed for `quietMs` (the server delivers every 200 ms). */
async function outboxSettled(outboxDir: string, quietMs: number, timeoutMs: number) {
  const files = () => (existsSync(outboxDir) ? readdirSync(outboxDir).sort().join() : '');
  const deadline = Date.now() + timeoutMs;
  let last = files();
  let since = Date.now();
  while (Date.now() - since < quietMs && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 100));
    const now = files();
    if (now !== last) [last, since] = [now, Date.now()];
  }
}

/** Every row sent, each by exactly one whole file with its content; no file without a row. */
async function outboxProblems(database: Database, outboxDir: string) {
  const rows = await database.db.select().from(outboxMessages);
  const problems = rows
    .filter((row) => row.status !== 'sent')
    .map((row) => `message ${row.id}: ${row.status} (${row.lastError ?? ''})`);
  const names = existsSync(outboxDir) ? readdirSync(outboxDir) : [];
  const files = names.filter((name) => name.endsWith('.json'));
  const ids = new Set(rows.map((row) => row.id));
  for (const name of files) if (!ids.has(Number.parseInt(name, 10))) problems.push(`${name}: no message`);
  for (const row of rows.filter((each) => each.status === 'sent')) {
    const file = join(outboxDir, `${row.id}.json`);
    if (!existsSync(file)) {
      problems.push(`message ${row.id}: sent, no file`);
      continue;
    }
    const body = (JSON.parse(readFileSync(file, 'utf8')) as { body: string }).body;
    if (body !== row.body) problems.push(`message ${row.id}: the file is not the message`);
  }
  const sent = await database.db
    .select()
    .from(outboxMessages)
    .where(inArray(outboxMessages.status, ['pending', 'sending']));
  problems.push(...sent.map((row) => `message ${row.id}: still ${row.status}`));
  return { problems: [...new Set(problems)], messages: rows.length };
}

export async function runCrashScenario(scenario: CrashScenario): Promise<CrashReport> {
  const { server, seed } = scenario;
  const random = seededRandom(seed);
  // Somewhere in the burst, never at its very start: after 6 to 30 acknowledgements.
  const killAfterAcks = 6 + Math.floor(random() * 25);
  await server.start();
  const token = await login(server.baseURL);
  let killing: Promise<void> | undefined;
  const ledger = await runBurst({
    baseURL: server.baseURL,
    token,
    iris: scenario.iris,
    random,
    workers: 6,
    maxPerWorker: 40,
    onAck(current) {
      if (current.acks >= killAfterAcks) killing ??= server.kill();
    },
  });
  await (killing ?? server.kill());
  const beforeRestart = await scenario.open();
  const staged = await stageClaims(beforeRestart, scenario.outboxDir).finally(() => beforeRestart.close());

  await server.start();
  const fresh = await login(server.baseURL);
  const lost = await lostWrites(server.baseURL, fresh, ledger);
  await outboxSettled(scenario.outboxDir, 1500, 20_000);
  await server.stop();

  const database = await scenario.open();
  try {
    const outbox = await outboxProblems(database, scenario.outboxDir);
    outbox.problems.push(...stagedClaimProblems(staged, scenario.outboxDir));
    return {
      ledger,
      killedAfterAcks: killAfterAcks,
      halfWritten: await halfWritten(database.db),
      lost,
      outbox: outbox.problems,
      messages: outbox.messages,
    };
  } finally {
    await database.close();
  }
}

/** One line for the test log: what the burst did before the kill, and what the restart found. */
export function summary(report: CrashReport, serverLog: string): string {
  const { ledger } = report;
  const released = /"released":(\d+)/.exec(serverLog)?.[1] ?? '0';
  return (
    `killed after ${ledger.acks} acknowledgements (drawn: ${report.killedAfterAcks}); ` +
    `${ledger.courses.length} courses acknowledged, ${ledger.courses.filter((c) => c.inFlight).length} edits ` +
    `and ${ledger.createsInFlight.length} creates in flight; ${ledger.resetsAcked} resets acknowledged; ` +
    `${report.messages} messages, ${released} claims released at start (embedded database; PostgreSQL: the lease)`
  );
}
