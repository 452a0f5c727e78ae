import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import { courses } from '../db/course-schema';
import { events, users } from '../db/schema';
import { seedDemoCourses } from '../seed/courses';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo';
import { createTestApp, login } from '../test/factories.support';
import { pruneEvents, publishCourseEvent, retainedRange } from './event-log';
import { listenLocally, openStream } from '../test/events/sse-client.support';
import type { SseBlock, SseStream } from '../test/events/sse-client.support';

const HEARTBEAT_MS = 150;

interface EventData {
  type: string;
  courseId: number;
  course: { id: number; rides: unknown[] } | null;
}

const dataOf = (block: SseBlock): EventData => JSON.parse(block.data ?? 'null') as EventData;
/** A frame the client acts on (not the `ready` frame that opens a stream without Last-Event-ID). */
const isEvent = (block: SseBlock) => block.event !== null && block.event !== 'ready';

describe('GET /api/events', () => {
  let app: FastifyInstance;
  let base: string;
  let tokens: Record<'firma' | 'kierowca' | 'admin', string>;
  /** A course of the company of `firma` that `kierowca` does not drive, and one the other way round. */
  let firmaCourse: number;
  let secondFirmaCourse: number;
  let driverCourse: number;
  const streams: SseStream[] = [];

  const open = async (who: keyof typeof tokens, headers: Record<string, string> = {}, query = '') => {
    const stream = await openStream(`${base}/api/events${query}`, {
      authorization: `Bearer ${tokens[who]}`,
      ...headers,
    });
    streams.push(stream);
    return stream;
  };

  const publish = (type: 'course_insert' | 'course_update' | 'course_delete', courseId: number) =>
    app.db.transaction((tx) => publishCourseEvent(tx, type, courseId));

  beforeAll(async () => {
    app = await createTestApp({ eventHeartbeatMs: HEARTBEAT_MS });
    await seedDemo(app.db);
    await seedDemoCourses(app.db);
    base = await listenLocally(app);
    tokens = {
      firma: (await login(app, 'firma', DEMO_PASSWORD)).token,
      kierowca: (await login(app, 'kierowca', DEMO_PASSWORD)).token,
      admin: (await login(app, 'admin', DEMO_PASSWORD)).token,
    };
    const [firma] = await app.db.select().from(users).where(eq(users.username, 'firma'));
    const [kierowca] = await app.db.select().from(users).where(eq(users.username, 'kierowca'));
    if (!firma?.companyId || !kierowca) throw new Error('demo users missing');
    const ofFirma = await app.db
      .select({ id: courses.id })
      .from(courses)
      .where(
        and(
          eq(courses.companyId, firma.companyId),
          sql`${courses.driverId} is distinct from ${kierowca.id}`,
          sql`${courses.createdById} is distinct from ${kierowca.id}`,
        ),
      )
      .limit(2);
    const ofDriver = await app.db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.driverId, kierowca.id), ne(courses.companyId, firma.companyId)))
      .limit(1);
    if (ofFirma.length < 2 || !ofDriver[0]) {
      // The demo data has no course of another company for the driver: make one.
      const [other] = await app.db
        .select({ id: courses.id })
        .from(courses)
        .where(
          and(
            ne(courses.companyId, firma.companyId),
            notInArray(
              courses.id,
              ofFirma.map((row) => row.id),
            ),
          ),
        )
        .limit(1);
      if (!other) throw new Error('no course of another company');
      await app.db.update(courses).set({ driverId: kierowca.id }).where(eq(courses.id, other.id));
      ofDriver.splice(0, 1, other);
    }
    const [first, second] = ofFirma;
    const driven = ofDriver[0];
    if (!first || !second || !driven) throw new Error('demo courses missing');
    firmaCourse = first.id;
    secondFirmaCourse = second.id;
    driverCourse = driven.id;
  });

  let closed = false;

  afterAll(async () => {
    for (const stream of streams) stream.close();
    if (!closed) await app.close();
  });

  it('refuses a request without a token', async () => {
    const response = await openStream(`${base}/api/events`, {});
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    await expect(response.next(() => true, 1000)).rejects.toThrow('stream ended');
    const injected = await app.inject({ method: 'GET', url: '/api/events' });
    expect(injected.statusCode).toBe(401);
    expect(injected.json()).toEqual({ code: 401, message: 'JWT Token not found' });
  });

  it('streams with the SSE headers and sends a heartbeat', async () => {
    const stream = await open('firma');
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toContain('no-cache');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    // The head is written by hand (sse-socket.ts): the security headers and the request id still go.
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stream.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(stream.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(stream.headers.get('date')).not.toBeNull();
    // Close-delimited (connection: close), not chunked: one frame per write, nothing around it.
    expect(stream.headers.get('transfer-encoding')).toBeNull();
    // Opened without Last-Event-ID: first the newest logged id to resume from, should it drop at once.
    const ready = await stream.next((block) => block.event !== null);
    expect(ready).toMatchObject({ event: 'ready', id: String((await retainedRange(app.db)).newest ?? 0) });
    const ping = await stream.next((block) => block.comments.includes('ping'), HEARTBEAT_MS * 10);
    expect(ping.event).toBeNull();
    stream.close();
  });

  it('delivers an event only to the users who may see the course', async () => {
    const firma = await open('firma');
    const kierowca = await open('kierowca');
    const admin = await open('admin');
    // Let the three streams subscribe (their first heartbeat proves the handler is running).
    await Promise.all([firma, kierowca, admin].map((s) => s.next((b) => b.comments.includes('ping'))));

    const firmaEvent = await publish('course_update', firmaCourse);
    const driverEvent = await publish('course_update', driverCourse);
    const laterEvent = await publish('course_insert', secondFirmaCourse);

    const first = await firma.next(isEvent);
    expect(first.id).toBe(String(firmaEvent));
    expect(first.event).toBe('course_update');
    const data = dataOf(first);
    expect(data).toMatchObject({ type: 'course_update', courseId: firmaCourse });
    expect(data.course?.id).toBe(firmaCourse);
    expect(Array.isArray(data.course?.rides)).toBe(true);
    // The driver's course is skipped: the next one firma gets is the later event.
    expect((await firma.next(isEvent)).id).toBe(String(laterEvent));

    const driven = await kierowca.next(isEvent);
    expect(driven.id).toBe(String(driverEvent));
    expect(dataOf(driven).courseId).toBe(driverCourse);

    const seenByAdmin = [await admin.next(isEvent), await admin.next(isEvent), await admin.next(isEvent)];
    expect(seenByAdmin.map((block) => block.id)).toEqual([firmaEvent, driverEvent, laterEvent].map(String));

    expect(kierowca.seen.filter(isEvent).map((block) => block.id)).toEqual([String(driverEvent)]);
    for (const stream of [firma, kierowca, admin]) stream.close();
  });

  it('sends course_delete with a null course to those who could see it', async () => {
    const firma = await open('firma');
    const kierowca = await open('kierowca');
    await Promise.all([firma, kierowca].map((s) => s.next((b) => b.comments.includes('ping'))));
    const deleted = await publish('course_delete', firmaCourse);
    const block = await firma.next(isEvent);
    expect(block).toMatchObject({ id: String(deleted), event: 'course_delete' });
    expect(dataOf(block)).toEqual({ type: 'course_delete', courseId: firmaCourse, course: null });
    const marker = await publish('course_update', driverCourse);
    expect((await kierowca.next(isEvent)).id).toBe(String(marker));
    firma.close();
    kierowca.close();
  });

  it('sends course_delete to a user who lost sight of the course, and nothing after', async () => {
    const kierowca = await open('kierowca');
    const admin = await open('admin');
    await Promise.all([kierowca, admin].map((s) => s.next((b) => b.comments.includes('ping'))));
    const [before] = await app.db.select().from(courses).where(eq(courses.id, driverCourse));
    const seen = await publish('course_update', driverCourse);
    expect((await kierowca.next(isEvent)).id).toBe(String(seen));
    // Another driver takes the course over: the demo driver no longer sees it.
    await app.db.update(courses).set({ driverId: null }).where(eq(courses.id, driverCourse));
    const lost = await publish('course_update', driverCourse);
    const block = await kierowca.next(isEvent);
    expect(block).toMatchObject({ id: String(lost), event: 'course_delete' });
    expect(dataOf(block)).toEqual({ type: 'course_delete', courseId: driverCourse, course: null });
    await admin.next((b) => b.id === String(lost));
    expect(admin.seen.find((b) => b.id === String(lost))?.event).toBe('course_update');
    // Later changes of the course no longer reach the user at all.
    const later = await publish('course_update', driverCourse);
    await admin.next((b) => b.id === String(later));
    const marker = await publish('course_update', secondFirmaCourse);
    await admin.next((b) => b.id === String(marker));
    expect(kierowca.seen.filter(isEvent).map((b) => b.id)).toEqual([String(seen), String(lost)]);
    await app.db
      .update(courses)
      .set({ driverId: before?.driverId ?? null })
      .where(eq(courses.id, driverCourse));
    await publish('course_update', driverCourse);
    kierowca.close();
    admin.close();
  });

  it('replays the visible events after Last-Event-ID, then goes live', async () => {
    const start = await publish('course_update', secondFirmaCourse);
    const hidden = await publish('course_update', driverCourse);
    const visible = await publish('course_update', firmaCourse);

    const firma = await open('firma', { 'last-event-id': String(start - 1) });
    expect((await firma.next(isEvent)).id).toBe(String(start));
    expect((await firma.next(isEvent)).id).toBe(String(visible));
    const live = await publish('course_update', secondFirmaCourse);
    expect((await firma.next(isEvent)).id).toBe(String(live));
    expect(firma.seen.filter(isEvent).map((block) => block.id)).not.toContain(String(hidden));
    firma.close();

    const byQuery = await open('kierowca', {}, `?lastEventId=${start}`);
    const replayed = await byQuery.next(isEvent);
    expect(replayed).toMatchObject({ id: String(hidden), event: 'course_update' });
    byQuery.close();
  });

  it('signals history_lost when the log no longer reaches back to Last-Event-ID', async () => {
    const old = await publish('course_update', firmaCourse);
    await publish('course_update', firmaCourse);
    await publish('course_update', firmaCourse);
    const deleted = await pruneEvents(app.db, { maxEvents: 2, maxAgeMs: 3600_000 });
    expect(deleted).toBeGreaterThan(0);
    const remaining = await app.db.select({ id: events.id }).from(events);
    expect(remaining).toHaveLength(2);

    // `old` is gone: a client that saw only the event before it has lost history.
    const stale = await open('firma', { 'last-event-id': String(old - 1) });
    const lost = await stale.next(isEvent);
    expect(lost.event).toBe('history_lost');
    // It carries the newest id: the client resumes from there once it has refetched.
    expect(lost.id).toBe(String(Math.max(...remaining.map((row) => row.id))));
    stale.close();

    const fromTheFuture = await open('firma', { 'last-event-id': '999999999' });
    expect((await fromTheFuture.next(isEvent)).event).toBe('history_lost');
    fromTheFuture.close();

    const unreadable = await open('firma', { 'last-event-id': 'abc' });
    expect((await unreadable.next(isEvent)).event).toBe('history_lost');
    unreadable.close();

    const newest = Math.max(...remaining.map((row) => row.id));
    const current = await open('firma', { 'last-event-id': String(newest) });
    const live = await publish('course_update', firmaCourse);
    expect((await current.next(isEvent)).id).toBe(String(live));
    current.close();
  });

  it('prunes events older than the retention age but keeps the newest', async () => {
    await app.db.update(events).set({ createdAt: new Date(Date.now() - 8 * 24 * 3600_000) });
    await pruneEvents(app.db);
    const remaining = await app.db.select({ id: events.id }).from(events);
    expect(remaining).toHaveLength(1);
  });

  it('ends open streams when the app closes', async () => {
    const stream = await open('admin');
    await stream.next((block) => block.comments.includes('ping'));
    closed = true;
    await app.close();
    await expect(stream.next(isEvent, 2000)).rejects.toThrow('stream ended');
  });
});
