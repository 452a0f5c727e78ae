/**
 * Audience events (issue 17): an employee_request or passenger_change event reaches the streams of the
 * users and roles it names, live and on replay by Last-Event-ID, and nobody else's.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { DEMO_PASSWORD } from '../seed/demo';
import { buildCourseApp, openSeededDatabase } from '../test/courses/courses-app.support';
import { login } from '../test/factories.support';
import { publishAudienceEvent, readAudiencePayload } from './audience-events';
import { openStream } from '../test/events/sse-client.support';
import type { SseStream } from '../test/events/sse-client.support';

const VIEWERS = ['admin', 'dyspozytor', 'pasazer', 'transport'] as const;
type Viewer = (typeof VIEWERS)[number];

describe('audience events on the live stream', () => {
  let database: Database;
  let app: FastifyInstance;
  let base: string;
  const tokens = new Map<Viewer, string>();
  const streams: SseStream[] = [];

  beforeAll(async () => {
    database = await openSeededDatabase();
    app = await buildCourseApp(database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
    for (const viewer of VIEWERS) tokens.set(viewer, (await login(app, viewer, DEMO_PASSWORD)).token);
  });

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await app.close();
    await database.close();
  });

  async function open(viewer: Viewer, lastEventId?: number): Promise<SseStream> {
    const headers: Record<string, string> = { authorization: `Bearer ${tokens.get(viewer)}` };
    if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
    const stream = await openStream(`${base}/api/events`, headers);
    streams.push(stream);
    return stream;
  }

  async function userId(username: string): Promise<number> {
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    if (!row) throw new Error(`demo user ${username} missing`);
    return row.id;
  }

  const publish = async (audience: { userIds?: number[]; roles?: string[] }) =>
    database.db.transaction((tx) =>
      publishAudienceEvent(tx, {
        type: 'employee_request',
        entityType: 'employee_request',
        entityId: 41,
        audience,
        data: { change: 'message' },
      }),
    );

  it('reaches the listed user and the named role live, and nobody else', async () => {
    const opened = new Map<Viewer, SseStream>();
    for (const viewer of VIEWERS) opened.set(viewer, await open(viewer));
    await Promise.all([...opened.values()].map((stream) => stream.next((block) => block.event === 'ready')));
    const eventId = await publish({ userIds: [await userId('pasazer')], roles: ['ROLE_ADMIN'] });
    // A later event to everyone of a role the others hold, to know they had their chance at the first.
    const marker = await publish({ roles: ['ROLE_DEFAULT'] });
    for (const viewer of VIEWERS) {
      const stream = opened.get(viewer);
      if (!stream) throw new Error('stream missing');
      await stream.next((block) => block.id === String(marker), 5000);
      const got = stream.seen.find((block) => block.id === String(eventId));
      if (viewer === 'admin' || viewer === 'pasazer') {
        expect(got?.event).toBe('employee_request');
        expect(JSON.parse(got?.data ?? 'null')).toEqual({
          change: 'message',
          type: 'employee_request',
          id: 41,
        });
      } else expect(got, viewer).toBeUndefined();
    }
  });

  it('is replayed by Last-Event-ID only to its audience', async () => {
    const before = await publish({ roles: ['ROLE_DEFAULT'] });
    const eventId = await publish({ userIds: [await userId('pasazer')] });
    const marker = await publish({ roles: ['ROLE_DEFAULT'] });
    for (const viewer of ['pasazer', 'dyspozytor'] as const) {
      const stream = await open(viewer, before);
      await stream.next((block) => block.id === String(marker), 5000);
      const replayed = stream.seen.some((block) => block.id === String(eventId));
      expect(replayed, viewer).toBe(viewer === 'pasazer');
    }
  });

  it('reads an unreadable stored payload as an empty audience', () => {
    expect(readAudiencePayload(null).audience).toEqual({ userIds: [], roles: [] });
    expect(readAudiencePayload({ audience: { userIds: ['1', 2], roles: [3, 'ROLE_X'] } }).audience).toEqual({
      userIds: [2],
      roles: ['ROLE_X'],
    });
  });
});
