/**
 * The calendar feed (issue 35 part 4, rows 788-793): a driver's and a passenger's own rides as
 * VEVENTs, a cancelled ride kept under its UID, a new link killing the old one, 'Wyłącz' -> 404, and
 * nobody else's rides: the token is the only credential of the public route.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_FEED_TEXTS } from '../../../domain/calendar/calendar-feed';
import { courses, rides } from '../../db/course-schema';
import { calendarFeeds, userRoles, users } from '../../db/schema';
import { HTTP_MESSAGES } from '../../http/messages';
import { bumpVersion } from '../../http/versioning';
import { courseIn } from '../../test/course-in.support';
import { as, buildWriteApp, companyId, userId } from '../../test/course-writes/write-app.support';

let app: FastifyInstance;
let rideId: number;
let courseId: number;
beforeAll(async () => {
  app = await buildWriteApp();
  ({
    courseId,
    rideIds: [rideId = 0],
  } = await courseIn(app));
}, 120_000);
afterAll(() => app.close());

const feed = async (login: string, method: 'GET' | 'POST' | 'DELETE' = 'POST') =>
  app.inject({ method, url: '/api/calendar_feed', headers: await as(app, login) });
const path = (url: string) => new URL(url).pathname;
const ics = (url: string) => app.inject({ method: 'GET', url: path(url) });
const newUrl = async (login: string) => (await feed(login)).json().url as string;
const eventOf = (text: string, id: number) =>
  text.split('BEGIN:VEVENT').find((event) => event.includes(`UID:ride-${id}@`)) ?? '';
/** The text with its folded lines joined back (RFC 5545 §3.1). */
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('a driver’s feed', () => {
  it('makes a private URL once, then says only that a link exists', async () => {
    const created = await feed('kierowca');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ '@type': 'CalendarFeed', active: true });
    expect(created.json().url).toMatch(
      new RegExp(`^${app.config.publicUrl}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`),
    );
    const read = (await feed('kierowca', 'GET')).json();
    expect(read).toMatchObject({ active: true, url: null });
    expect(Date.parse(read.createdAt)).not.toBeNaN();
    const [row] = await app.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, await userId(app, 'kierowca')));
    expect(created.json().url).not.toContain(row?.tokenHash);
    const context = await app.inject({ method: 'GET', url: created.json()['@context'] });
    expect(context.statusCode).toBe(200);
  });

  it('answers text/calendar with the driven ride, its stops in order and no driver line', async () => {
    const response = await ics(await newUrl('kierowca'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    for (const line of response.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const event = unfold(eventOf(response.body, rideId));
    expect(event).toContain('DTSTART:20300307T070000Z');
    expect(event).toContain('STATUS:CONFIRMED');
    expect(event).toMatch(
      /DESCRIPTION:Przejazd TEST\/\d+\\nTrasa:\\n1\. 08:00 07\.03\.2030 .+\\n2\. 09:30 07\.03\.2030 /,
    );
    expect(event).not.toContain('Kierowca:');
  });
});

describe('a passenger’s feed', () => {
  it('shows the ride they are on with the driver’s name and phone', async () => {
    const event = unfold(eventOf((await ics(await newUrl('pasazer'))).body, rideId));
    expect(event).toContain('DTSTART:20300307T070000Z');
    expect(event).toMatch(/\\nKierowca: .+/);
  });
});

describe('changes', () => {
  it('keeps the UID of a cancelled ride, marks it CANCELLED and raises SEQUENCE', async () => {
    const url = await newUrl('kierowca');
    const before = unfold(eventOf((await ics(url)).body, rideId));
    const sequence = Number(/SEQUENCE:(\d+)/.exec(before)?.[1]);
    await app.db
      .update(rides)
      .set({ status: 'cancelled', version: bumpVersion(rides.version) })
      .where(eq(rides.id, rideId));
    const after = unfold(eventOf((await ics(url)).body, rideId));
    expect(after).toContain('STATUS:CANCELLED');
    expect(after).toContain('SUMMARY:Odwołany: Przejazd');
    expect(Number(/SEQUENCE:(\d+)/.exec(after)?.[1])).toBe(sequence + 1);
  });

  it('leaves out rides that started more than 30 days ago', async () => {
    const old = await courseIn(app);
    await app.db
      .update(rides)
      .set({ startsAt: new Date(Date.now() - 31 * 24 * 3_600_000) })
      .where(inArray(rides.id, old.rideIds));
    const body = (await ics(await newUrl('kierowca'))).body;
    expect(eventOf(body, old.rideIds[0] ?? 0)).toBe('');
  });
});

describe('rotating and revoking', () => {
  it('a new link stops the old one', async () => {
    const old = await newUrl('kierowca');
    const fresh = await newUrl('kierowca');
    expect((await ics(old)).statusCode).toBe(404);
    expect((await ics(fresh)).statusCode).toBe(200);
  });

  it('‘Wyłącz’ makes the link answer 404, and a second one finds nothing', async () => {
    const url = await newUrl('pasazer');
    expect((await feed('pasazer', 'DELETE')).statusCode).toBe(204);
    const gone = await ics(url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()['hydra:description']).toBe(HTTP_MESSAGES.notFound);
    expect((await feed('pasazer', 'DELETE')).statusCode).toBe(404);
    expect((await feed('pasazer', 'GET')).json()).toMatchObject({ active: false, createdAt: null });
  });

  it('stops for a blocked user and for one who is no longer a driver or passenger', async () => {
    const id = await userId(app, 'kierowca');
    const url = await newUrl('kierowca');
    await app.db.update(users).set({ isActive: false }).where(eq(users.id, id));
    expect((await ics(url)).statusCode).toBe(404);
    await app.db.update(users).set({ isActive: true }).where(eq(users.id, id));
    expect((await ics(url)).statusCode).toBe(200);
    const driverRole = and(eq(userRoles.userId, id), eq(userRoles.role, 'ROLE_DRIVER'));
    await app.db.delete(userRoles).where(driverRole);
    expect((await ics(url)).statusCode).toBe(404);
    await app.db.insert(userRoles).values({ userId: id, role: 'ROLE_DRIVER' });
    expect((await ics(url)).statusCode).toBe(200);
  });

  it('answers 404 for a malformed or unknown token, with or without .ics', async () => {
    for (const token of ['x', 'A'.repeat(43), `${'A'.repeat(43)}.ics`, '..%2F..'])
      expect((await app.inject({ method: 'GET', url: `/api/calendar/${token}` })).statusCode).toBe(404);
  });
});

describe('who may have a feed', () => {
  it('refuses the other roles with the Polish message', async () => {
    for (const login of ['dyspozytor', 'firma.dbcargo', 'transport.slask']) {
      const response = await feed(login);
      expect(response.statusCode).toBe(403);
      expect(response.json()['hydra:description']).toBe(CALENDAR_FEED_TEXTS.ownOnly);
    }
  });

  it('a token opens only its own user’s rides, never another tenant’s', async () => {
    const cargo = await companyId(app, 'DB Cargo Polska');
    const foreign = await app.db
      .select({ id: rides.id })
      .from(rides)
      .innerJoin(courses, eq(courses.id, rides.courseId))
      .where(eq(courses.companyId, cargo));
    expect(foreign.length).toBeGreaterThan(0);
    const otherDriven = await courseIn(app, { parties: { driver: null } });
    for (const login of ['kierowca', 'pasazer']) {
      const body = (await ics(await newUrl(login))).body;
      for (const { id } of foreign) expect(eventOf(body, id)).toBe('');
      if (login === 'kierowca') expect(eventOf(body, otherDriven.rideIds[0] ?? 0)).toBe('');
    }
    expect(courseId).toBeGreaterThan(0);
  });
});
