/**
 * Issue 15, live events at scale: one course event costs the same SQL statements whether 5 or 60 streams
 * are open (visibility is decided in memory by the domain rule; the course member is loaded and
 * serialized once per event), so 10 000 streams cost no more database work than one.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { courses } from '../db/course-schema';
import { users } from '../db/schema';
import { DEMO_PASSWORD } from '../seed/demo';
import { buildCourseApp, openSeededDatabase } from '../test/courses/courses-app.support';
import { loggedDb } from '../test/db/logged-db.support';
import { login } from '../test/factories.support';
import { publishCourseEvent } from './event-log';
import { openStream } from '../test/events/sse-client.support';
import type { SseStream } from '../test/events/sse-client.support';

const VIEWERS = ['admin', 'firma', 'transport', 'kierowca', 'pasazer'] as const;
type Viewer = (typeof VIEWERS)[number];

describe('one course event fanned out to many streams', () => {
  let database: Database;
  let app: FastifyInstance;
  let base: string;
  let courseId: number;
  const statements: string[] = [];
  const tokens = new Map<Viewer, string>();
  const streams: SseStream[] = [];

  beforeAll(async () => {
    database = await openSeededDatabase();
    app = await buildCourseApp(database, loggedDb(database, statements).db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
    for (const viewer of VIEWERS) tokens.set(viewer, (await login(app, viewer, DEMO_PASSWORD)).token);
    const [firma] = await database.db.select().from(users).where(eq(users.username, 'firma'));
    if (!firma?.companyId) throw new Error('demo user firma missing');
    const [course] = await database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.companyId, firma.companyId))
      .limit(1);
    if (!course) throw new Error('no course of firma');
    courseId = course.id;
  });

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await app.close();
    await database.close();
  });

  /** Opens `perViewer` streams for each viewer, then counts the statements one event costs. */
  async function statementsForOneEvent(perViewer: number): Promise<number> {
    const opened: { viewer: Viewer; stream: SseStream }[] = [];
    for (const viewer of VIEWERS)
      for (let index = 0; index < perViewer; index += 1) {
        const stream = await openStream(`${base}/api/events`, {
          authorization: `Bearer ${tokens.get(viewer)}`,
        });
        streams.push(stream);
        opened.push({ viewer, stream });
      }
    await Promise.all(opened.map(({ stream }) => stream.next((block) => block.event === 'ready')));
    statements.length = 0;
    const eventId = await database.db.transaction((tx) => publishCourseEvent(tx, 'course_update', courseId));
    // The dispatcher and the course's company see it; every stream of theirs gets it.
    const receivers = opened.filter(({ viewer }) => viewer === 'admin' || viewer === 'firma');
    const received = await Promise.all(
      receivers.map(({ stream }) => stream.next((block) => block.id === String(eventId), 5000)),
    );
    // One string for every stream: the same frame, byte for byte.
    expect(new Set(received.map((block) => block.data)).size).toBe(1);
    const counted = statements.length;
    for (const { stream } of opened) stream.close();
    return counted;
  }

  it('runs the same statements for 5 streams and for 60', async () => {
    const few = await statementsForOneEvent(1);
    const many = await statementsForOneEvent(12);
    expect(few).toBeGreaterThan(0);
    expect(many).toBe(few);
  }, 30_000);
});
