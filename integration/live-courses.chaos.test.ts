/**
 * Chaos on the live stream (issue 14, "Events"; Mercure's Last-Event-ID reconnection): the real server
 * on an ephemeral port, the SPA's own stream manager (`createLiveEvents`) and cache updates
 * (`liveCourseHandlers`) over a real QueryClient whose course lists are fetched as the SPA fetches them
 * (`coursesInfiniteQueryOptions`, the fetch client of src/api/http.ts). A seeded generator drops the
 * connection during the replay, in the middle of a frame, right after a frame, refuses reconnects
 * (several in a row) and takes the client offline while the event log is pruned under it
 * (history_lost), while an admin creates, edits,
 * cancels, restores and deletes courses and moves them between transport companies (the viewer,
 * `transport`, loses and gains them). After every round each cached list equals a fresh fetch; no
 * list ever holds a course twice; no event id is applied twice.
 *
 * SEED 1414 (writes) and 1415 (network), ROUNDS 6, 2-4 writes a round. Measured: 35-45 s for the test
 * and 15 s to seed, with the 2-core machine shared (load 10-20); 65 s at a load of 36.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { InfiniteQueryObserver, QueryClient, type InfiniteData } from '@tanstack/react-query';
import { createLiveEvents, type LiveEventsManager } from '@/api/live-events';
import { EMPTY_FILTERS, type CourseListParams } from '@/features/courses/utils/course-filters';
import {
  coursesInfiniteQueryOptions,
  coursesKeys,
  getCourses,
  type CoursePage,
} from '@/features/courses/api/get-courses';
import { liveCourseHandlers } from '@/features/courses/hooks/use-live-courses';
import { COURSE_STATUS_COLUMNS } from '@domain/courses/status-columns';
import { courses } from '../server/db/course-schema';
import { seedDemoCourses, seededRandom } from '../server/seed/courses';
import { seedDemo } from '../server/seed/demo';
import { pruneEvents, publishCourseEvent } from '../server/events/event-log';
import { demoIris, taxiPayload, type DemoIris } from '../server/test/course-writes/write-app.support';
import { as, companyId } from '../server/test/demo-session.support';
import { EURO_BUS } from '../server/seed/companies.data';
import { createTestApp, login } from '../server/test/factories.support';
import { DEMO_PASSWORD } from '../server/seed/demo';
import { chaosTransport, type ChaosTransport } from './chaos-transport';

const SEED = 1414;
const ROUNDS = 6;
/** What one round waits at most for the client to catch up (a condition, polled; never a fixed sleep). */
const SETTLE_MS = 30_000;

type CoursePages = InfiniteData<CoursePage, unknown>;
/** The viewer's company, or another contractor of PKP Intercity (the viewer does not see its courses). */
type Contractor = 'taxiTrans' | 'euroBus';

/**
 * The viewer's lists (one page of 100 holds each): the three columns as the course list shows them,
 * and the flat list with cancelled courses (a cancelled course leaves the first, stays in the last).
 */
const LISTS: CourseListParams[] = [
  ...COURSE_STATUS_COLUMNS.map((column) => ({
    itemsPerPage: 100,
    search: '',
    column,
    filters: EMPTY_FILTERS,
  })),
  { itemsPerPage: 100, search: '', filters: { ...EMPTY_FILTERS, includeCancelledCourses: true } },
];

/** localStorage for the SPA's token storage (this runs in Node). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + SETTLE_MS;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const idsOf = (data: CoursePages | undefined) =>
  data?.pages.flatMap((page) => page.member.map((c) => c.id)) ?? [];

describe('the live course lists under random disconnects', () => {
  let app: FastifyInstance;
  let iris: DemoIris;
  let contractors: Record<Contractor, string>;
  let admin: Record<string, string>;
  let transport: ChaosTransport;
  let manager: LiveEventsManager;
  let queryClient: QueryClient;
  /** The writes' generator; the network has its own, as its draws follow the timing of connections. */
  const random = seededRandom(SEED);
  const unsubscribers: (() => void)[] = [];
  /** Event ids in the order the cache applied them. */
  const applied: string[] = [];
  /** How often the client was told (or found) that events could not be replayed. */
  let historyLost = 0;
  /** Lists that held a course twice, at any moment. */
  const duplicates: string[] = [];
  /** Courses of this test by id: the contractor each has now, and its ride's number. */
  const mine = new Map<number, { contractor: Contractor; number: string }>();
  let marker = 0;
  let serial = 0;
  /** Courses moved to the other transport company (the viewer lost or gained them). */
  let moves = 0;

  beforeAll(async () => {
    app = await createTestApp({ eventHeartbeatMs: 150 });
    await seedDemo(app.db);
    await seedDemoCourses(app.db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;
    iris = await demoIris(app);
    contractors = {
      taxiTrans: iris.taxiTrans,
      euroBus: `/api/companies/${await companyId(app, EURO_BUS)}`,
    };
    admin = await as(app, 'admin');

    vi.stubGlobal('localStorage', memoryStorage());
    const viewer = await login(app, 'transport', DEMO_PASSWORD);
    localStorage.setItem('token', viewer.token);
    // The SPA's requests go to the page's origin (src/api/http.ts): the page is on the test server here.
    vi.stubGlobal('location', { href: `${base}/course` });

    transport = chaosTransport(seededRandom(SEED + 1));
    manager = createLiveEvents({
      fetch: transport.fetch,
      url: `${base}/api/events`,
      refresh: () => Promise.reject(new Error('the session does not expire here')),
      // The backoff's seconds shrink to milliseconds; no idle watchdog (the chaos cuts instead).
      setTimeout: (callback, ms) => setTimeout(callback, Math.min(ms, 5)),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      idleTimeoutMs: 0,
    });

    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    unsubscribers.push(
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated') return;
        const ids = idsOf(event.query.state.data as CoursePages | undefined);
        if (new Set(ids).size !== ids.length) duplicates.push(JSON.stringify(event.query.queryKey));
      }),
    );
    // Mounted lists: observers make them active, as on screen (a lost history refetches active lists).
    for (const params of LISTS) {
      const observer = new InfiniteQueryObserver(queryClient, coursesInfiniteQueryOptions(params));
      unsubscribers.push(observer.subscribe(() => undefined));
    }
    const handlers = liveCourseHandlers(queryClient);
    unsubscribers.push(
      manager.subscribe({
        ...handlers,
        onEvent: (event) => {
          if (event.id !== null) applied.push(event.id);
          handlers.onEvent?.(event);
        },
        onHistoryLost: () => {
          historyLost++;
          handlers.onHistoryLost?.();
        },
      }),
    );
    // The first stream is cut before it gives an id, and the client stays offline through round 1's
    // writes: the reconnect has no resume point and must refetch.
    transport.offline();
    marker = await createCourse('taxiTrans');
    mine.delete(marker);
  });

  afterAll(async () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
    manager?.stop();
    transport?.online();
    queryClient?.clear();
    vi.unstubAllGlobals();
    await app?.close();
  });

  /** The fixtures' one-ride taxi course, with another contractor and ride number. */
  const coursePayload = (contractor: Contractor, number: string) => {
    const payload = taxiPayload(iris);
    return {
      ...payload,
      contractor: contractors[contractor],
      // The demo driver drives for Taxi Trans only.
      driver: contractor === 'taxiTrans' ? payload.driver : null,
      rides: payload.rides.map((ride) => ({ ...ride, number })),
    };
  };

  async function createCourse(contractor: Contractor): Promise<number> {
    serial++;
    const number = `CHAOS/${serial}`;
    const body = coursePayload(contractor, number);
    const response = await app.inject({
      method: 'POST',
      url: '/api/taxi_courses',
      headers: admin,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json<{ id: number }>().id;
    mine.set(id, { contractor, number });
    return id;
  }

  /** The course as the admin reads it: its first ride's IRI id and its ETag. */
  async function read(id: number) {
    const response = await app.inject({ method: 'GET', url: `/api/taxi_courses/${id}`, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    const course = response.json<{ rides: { id: number }[] }>();
    return { rideId: course.rides[0]?.id, etag: String(response.headers.etag) };
  }

  /** Moves the course to the other transport company with the course PUT (If-Match). */
  async function moveContractor(id: number): Promise<void> {
    const course = mine.get(id);
    if (!course) return;
    const next: Contractor = course.contractor === 'taxiTrans' ? 'euroBus' : 'taxiTrans';
    const { etag } = await read(id);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/taxi_courses/${id}`,
      headers: { ...admin, 'if-match': etag },
      payload: coursePayload(next, course.number),
    });
    // A ride no longer open keeps its contractor (422): refused, nothing changes, no event.
    expect([200, 422], response.body).toContain(response.statusCode);
    if (response.statusCode !== 200) return;
    mine.set(id, { ...course, contractor: next });
    moves++;
  }

  async function rideAction(id: number, action: 'cancel' | 'restore' | 'finish'): Promise<void> {
    const { rideId } = await read(id);
    const response =
      action === 'finish'
        ? await app.inject({
            method: 'PUT',
            url: `/api/taxi_course_rides/${rideId}/status`,
            headers: admin,
            payload: { status: 'finished' },
          })
        : await app.inject({
            method: 'POST',
            url: `/api/taxi_course_rides/${rideId}/${action}`,
            headers: admin,
          });
    // A transition the ride's status does not allow is refused and changes nothing: no event either.
    expect([200, 409], response.body).toContain(response.statusCode);
  }

  async function deleteCourse(id: number): Promise<void> {
    const response = await app.inject({ method: 'DELETE', url: `/api/taxi_courses/${id}`, headers: admin });
    expect(response.statusCode, response.body).toBe(204);
    mine.delete(id);
  }

  async function randomWrite(): Promise<void> {
    const ids = [...mine.keys()];
    const id = ids[Math.floor(random() * ids.length)];
    const draw = random();
    if (id === undefined || draw < 0.25) await createCourse(random() < 0.7 ? 'taxiTrans' : 'euroBus');
    else if (draw < 0.45) await moveContractor(id);
    else if (draw < 0.6) await rideAction(id, 'cancel');
    else if (draw < 0.7) await rideAction(id, 'restore');
    else if (draw < 0.8) await rideAction(id, 'finish');
    else if (draw < 0.88 && ids.length > 3) await deleteCourse(id);
    // A change the route does not publish itself: a direct update with its event, as every write does.
    else
      await app.db.transaction(async (tx) => {
        await tx
          .update(courses)
          .set({ driverPhoneNumber: `+48 600 ${serial++}` })
          .where(eq(courses.id, id));
        await publishCourseEvent(tx, 'course_update', id);
      });
  }

  /** Waits until the client applied an event written after everything else, and no list is loading. */
  async function settle(): Promise<void> {
    const last = await app.db.transaction((tx) => publishCourseEvent(tx, 'course_update', marker));
    await until(
      () => Number(manager.lastEventId ?? 0) >= last && queryClient.isFetching() === 0,
      `event ${last} applied (client at ${manager.lastEventId}, ${JSON.stringify(transport.connections.slice(-5))}, fetching ${queryClient.isFetching()})`,
    );
  }

  async function expectCacheEqualsFreshFetch(round: number): Promise<void> {
    for (const params of LISTS) {
      const cached = queryClient.getQueryData<CoursePages>(coursesKeys.list(params));
      const fresh = await getCourses({ ...params, page: 1 });
      expect(fresh.totalItems, 'one page holds the whole list').toBeLessThanOrEqual(params.itemsPerPage);
      const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
      const label = `round ${round}, ${params.column ?? 'all'}, cancelled ${params.filters.includeCancelledCourses}`;
      const members = cached?.pages.flatMap((page) => page.member) ?? [];
      const cachedIds = members.map((c) => c.id).sort((a, b) => a - b);
      const freshIds = fresh.member.map((c) => c.id).sort((a, b) => a - b);
      expect(cachedIds, `${label}: ids (events applied: ${applied.join(' ')})`).toEqual(freshIds);
      expect(new Set(members.map((c) => c.id)).size, label).toBe(members.length);
      expect([...members].sort(byId), label).toEqual([...fresh.member].sort(byId));
      expect(cached?.pages[0]?.totalItems, label).toBe(fresh.totalItems);
    }
  }

  it(`keeps every list equal to a fresh fetch (seed ${SEED}, ${ROUNDS} rounds)`, async () => {
    await until(() => queryClient.isFetching() === 0 && manager.running, 'lists loaded');
    for (let round = 1; round <= ROUNDS; round++) {
      const offline = round % 3 === 0;
      if (offline) transport.offline();
      const writes = 2 + Math.floor(random() * 3);
      for (let write = 0; write < writes; write++) {
        await randomWrite();
        if (random() < 0.2) transport.cutNow();
      }
      // Offline while the log is pruned past the client's last id: it must be told, and refetch.
      if (offline) await pruneEvents(app.db, { maxEvents: 1, maxAgeMs: 3600_000 });
      transport.online();
      await settle();
      await expectCacheEqualsFreshFetch(round);
    }
    expect(duplicates).toEqual([]);
    expect(moves, 'courses left and joined the viewer').toBeGreaterThan(1);
    expect(historyLost, 'the pruned log was noticed and the lists refetched').toBeGreaterThan(0);
    expect(new Set(applied).size, 'no event applied twice').toBe(applied.length);
    // The chaos did what it claims: each kind of drop happened, reconnects resumed from an id.
    for (const mode of ['refuse', 'replay', 'mid-event', 'between-events'] as const)
      expect(transport.counts[mode], mode).toBeGreaterThan(0);
    expect(transport.connections.filter((c) => c.lastEventId !== null).length).toBeGreaterThan(2);
  }, 90_000);
});
