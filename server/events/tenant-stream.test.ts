/**
 * The live stream across tenant borders (issue 29; docs/security.md): each attacker first links itself
 * to the victim every way it can alone (pending contractor and principal links, a superior flag, a
 * passenger naming the victim as employer (the server makes it the attacker's own), an account of its own holding every watcher role it may
 * grant), then opens the stream; the victim's course and employee-request writes reach the victim's
 * own stream and not one frame of them reaches an attacker's. The tenant-escape suite reads answers
 * of requests and leaves the endless stream out, hence this file.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCourses } from '../seed/courses';
import { seedDemo } from '../seed/demo';
import { courseIn } from '../test/course-in.support';
import { as, companyId } from '../test/demo-session.support';
import { listenLocally, openStream, type SseBlock, type SseStream } from '../test/events/sse-client.support';
import { createTestApp, login } from '../test/factories.support';

const HEARTBEAT_MS = 150;
const WATCHER_PASSWORD = 'Obserwator-123';
/** The second tenant, its own watcher account, and the first tenant's subcontractor against PKP Intercity. */
const ATTACKERS = ['firma.dbcargo', 'transport.slask', 'dbcargo.obserwator', 'podwykonawca'] as const;

let app: FastifyInstance;
let base: string;
const streams: SseStream[] = [];

const company = async (name: string) => `/api/companies/${await companyId(app, name)}`;

async function post(login: string, url: string, payload: Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url, headers: await as(app, login), payload });
  return `${login} POST ${url} ${response.statusCode}`;
}

/** Every link to the victim the attackers can make without the victim's consent; returns what was answered. */
async function linkToVictim(): Promise<string[]> {
  const [intercity, taxi, dbCargo, slask, krakow] = await Promise.all(
    [
      'PKP Intercity',
      'Taxi Trans Warszawa',
      'DB Cargo Polska',
      'Trans-Śląsk Katowice',
      'Auto-Przewozy Kraków',
    ].map(company),
  );
  const rate = { billingModel: 'BACK_TO_THE_STARTING_POINT', kilometerRate: 300, waitHourRate: 4000 };
  return [
    // DB Cargo Polska takes the victim's transport company as its superior contractor (pending).
    await post('firma.dbcargo', '/api/company_contractors', {
      company: dbCargo,
      contractor: taxi,
      contractorOf: 'railway_company',
      superior: true,
      ...rate,
    }),
    await post('firma.dbcargo', '/api/passengers', {
      firstname: 'Obcy',
      surname: 'Pracownik',
      email: '',
      phones: [],
      employer: intercity,
    }),
    await post('firma.dbcargo', '/api/users', {
      username: 'dbcargo.obserwator',
      firstname: 'Obserwator',
      surname: 'Zgłoszeń',
      email: 'obserwator@dbcargo.test',
      phones: [{ phone: '600700800', main: true }],
      password: WATCHER_PASSWORD,
      company: dbCargo,
      roles: [
        'ROLE_USER_COMPANY',
        'ROLE_EMPLOYEE_REQUEST',
        'ROLE_PASSENGER_CHANGE',
        'ROLE_COMPANY_STATISTICS',
      ],
    }),
    // Trans-Śląsk already asks to serve PKP Intercity (the demo's pending link); it also takes the
    // victim's transport company as its subcontractor and offers itself as the victim's superior contractor.
    await post('transport.slask', '/api/company_contractors', {
      company: slask,
      contractor: taxi,
      contractorOf: 'transport_company',
      billingModel: 'NOT_AVAILABLE',
    }),
    await post('transport.slask', '/api/company_principals', {
      company: slask,
      principal: taxi,
      superior: true,
      ...rate,
    }),
    // The subcontractor offers itself to PKP Intercity directly, as a superior contractor.
    await post('podwykonawca', '/api/company_principals', {
      company: krakow,
      principal: intercity,
      superior: true,
      ...rate,
    }),
  ];
}

async function open(username: string, password = 'kursownik123') {
  const { token } = await login(app, username, password);
  const stream = await openStream(`${base}/api/events`, { authorization: `Bearer ${token}` });
  streams.push(stream);
  await stream.next((block) => block.event === 'ready');
  return stream;
}

const frames = (stream: SseStream) =>
  stream.seen.filter((block: SseBlock) => block.event !== null && block.event !== 'ready');

beforeAll(async () => {
  app = await createTestApp({ eventHeartbeatMs: HEARTBEAT_MS });
  await app.ready();
  await seedDemo(app.db);
  await seedDemoCourses(app.db);
  base = await listenLocally(app);
}, 60_000);

afterAll(async () => {
  for (const stream of streams) stream.close();
  await app.close();
});

describe('the live stream across tenants', () => {
  it("sends no attacker a frame of the victim's writes, after every link it made alone", async () => {
    const answered = await linkToVictim();
    // The watcher account must exist, and some link must have been made, or the test proves nothing.
    expect(answered.filter((line) => / 201$/.test(line)).length, answered.join('\n')).toBeGreaterThanOrEqual(
      4,
    );

    const victim = await open('firma');
    const executor = await open('transport');
    const attackers = new Map<string, SseStream>();
    for (const login_ of ATTACKERS)
      attackers.set(
        login_,
        await open(login_, login_ === 'dbcargo.obserwator' ? WATCHER_PASSWORD : undefined),
      );

    // PKP Intercity's course (Taxi Trans Warszawa executing, its passengers) and an employee's request.
    const { courseId } = await courseIn(app);
    const request = await app.inject({
      method: 'POST',
      url: '/api/employee_requests',
      headers: await as(app, 'pasazer'),
      payload: {
        message: 'Zgłoszenie pracownika PKP Intercity',
        idempotencyKey: `tenant-stream-${Date.now()}`,
      },
    });
    expect(request.statusCode, request.body).toBe(201);

    // The victim hears both, and so does the course's executor; the fan-out has then passed every
    // stream, and a few heartbeats later anything sent to an attacker has arrived.
    await victim.next(
      (block) => block.event === 'course_insert' && block.data?.includes(`${courseId}`) === true,
    );
    await victim.next((block) => block.event === 'employee_request');
    await executor.next(
      (block) => block.event === 'course_insert' && block.data?.includes(`${courseId}`) === true,
    );
    await new Promise((done) => setTimeout(done, HEARTBEAT_MS * 4));
    for (const stream of attackers.values())
      await stream.next((block) => block.comments.includes('ping'), HEARTBEAT_MS * 20);

    const heard = [...attackers].flatMap(([who, stream]) =>
      frames(stream).map((block) => `${who}: ${block.event ?? ''} ${block.data ?? ''}`),
    );
    expect(heard, answered.join('\n')).toEqual([]);
  });
});
