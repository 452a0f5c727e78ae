import { eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseSeries, TaxiCourseSeriesCreated } from '../../../domain/contract/course-series.schema';
import { SERIES_MESSAGES } from '../../../domain/course-series/series-rule';
import { iriId } from '../../../domain/contract/iri';
import { HTTP_MESSAGES } from '../../http/messages';
import { courseSeries, courses } from '../../db/course-schema';
import { driverAbsences } from '../../db/drivers-admin-schema';
import { as, buildWriteApp, demoIris } from '../../test/course-writes/write-app.support';
import { postSeries, seriesPayload as seriesPayloadOf } from '../../test/course-series/series.support';
import type { DemoIris } from '../../test/course-writes/write-app.support';
import type { Violations } from '../../test/hydra-answers.support';
import { seedCourseSeriesDemo } from '../../seed/course-series.seed';
import { weekdayOf } from '../../../domain/course-series/series-rule';

let app: FastifyInstance;
let iris: DemoIris;

beforeAll(async () => {
  app = await buildWriteApp();
  iris = await demoIris(app);
});
afterAll(() => app.close());

const seriesPayload = (repeat: object, day?: string) => seriesPayloadOf(iris, repeat, day);
const post = (username: string, payload: object) => postSeries(app, username, payload);
const seriesCount = async () => (await app.db.select().from(courseSeries)).length;
const seriesCourseCount = async () =>
  (await app.db.select().from(courses).where(isNotNull(courses.seriesId))).length;

describe('POST /api/taxi_course_series', () => {
  it('creates Mon/Wed/Fri for two weeks, each numbered, linked to one series', async () => {
    const response = await post('dyspozytor', seriesPayload({ weekdays: ['Pn', 'Śr', 'Pt'], weeks: 2 }));
    expect(response.statusCode).toBe(201);
    const body = response.json<TaxiCourseSeriesCreated>();
    expect(body['@id']).toBe(`/api/taxi_course_series/${body.id}`);
    expect(body.skipped).toEqual([]);
    expect(body.courses.map((course) => course.date)).toEqual([
      '2030-03-04',
      '2030-03-06',
      '2030-03-08',
      '2030-03-11',
      '2030-03-13',
      '2030-03-15',
    ]);
    const numbers = body.courses.flatMap((course) => course.rides.map((ride) => ride.number));
    expect(new Set(numbers).size).toBe(6);
    // The first keeps the typed number; the others take the company's next ones of their month.
    expect(numbers[0]).toMatch(/^TEST\//);
    expect(numbers.slice(1).every((number) => /^[A-Z]+\/\d{4}\/03\/2030$/.test(number))).toBe(true);
    expect(body.courses.every((course) => course.rides[0]?.status === 'planning')).toBe(true);

    const first = body.courses[0]?.id ?? 0;
    const view = await app.inject({
      method: 'GET',
      url: `/api/taxi_courses/${first}`,
      headers: await as(app, 'dyspozytor'),
    });
    expect(view.json<{ series: number }>().series).toBe(body.id);
    const series = await app.inject({
      method: 'GET',
      url: `/api/taxi_courses/${first}/series`,
      headers: await as(app, 'firma'),
    });
    expect(series.statusCode).toBe(200);
    const listed = series.json<CourseSeries>();
    expect(listed.id).toBe(body.id);
    expect(listed.courses.map((course) => course.id)).toEqual(body.courses.map((course) => course.id));

    // Another tenant does not see the course, so not its series either.
    const foreign = await app.inject({
      method: 'GET',
      url: `/api/taxi_courses/${first}/series`,
      headers: await as(app, 'firma.dbcargo'),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("skips the driver's days off and lists them", async () => {
    const driverId = iriId(iris.driver, 'drivers') ?? 0;
    const [absence] = await app.db
      .insert(driverAbsences)
      .values({ driverId, dateFrom: '2031-03-05', dateTo: '2031-03-05' })
      .returning();
    try {
      // 2031-03-03 is a Monday: Mon/Wed over one week, the Wednesday is off.
      const response = await post(
        'dyspozytor',
        seriesPayload({ weekdays: ['Pn', 'Śr'], until: '2031-03-09' }, '2031-03-03'),
      );
      expect(response.statusCode).toBe(201);
      const body = response.json<TaxiCourseSeriesCreated>();
      expect(body.courses.map((course) => course.date)).toEqual(['2031-03-03']);
      expect(body.skipped).toEqual([{ date: '2031-03-05', reason: 'driverAbsent' }]);

      const none = await post('dyspozytor', seriesPayload({ weekdays: ['Śr'], weeks: 1 }, '2031-03-05'));
      expect(none.statusCode).toBe(422);
      expect(none.json<Violations>().violations).toEqual([
        { propertyPath: 'repeat', message: SERIES_MESSAGES.allSkipped },
      ]);
    } finally {
      await app.db.delete(driverAbsences).where(eq(driverAbsences.id, absence?.id ?? 0));
    }
  });

  it('refuses a 367th course and a rule without weekdays, creating nothing', async () => {
    const [seriesBefore, coursesBefore] = [await seriesCount(), await seriesCourseCount()];
    const every = ['Pn', 'Wt', 'Śr', 'Cz', 'Pt', 'Sb', 'Nd'];
    const tooMany = await post(
      'dyspozytor',
      seriesPayload({ weekdays: every, until: '2031-03-05' }, '2030-03-04'),
    );
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json<Violations>().violations).toEqual([
      { propertyPath: 'repeat', message: 'Seria może mieć najwyżej 366 kursów' },
    ]);
    const noDays = await post('dyspozytor', seriesPayload({ weekdays: [], weeks: 2 }));
    expect(noDays.statusCode).toBe(422);
    expect(noDays.json<Violations>().violations).toContainEqual({
      propertyPath: 'repeat.weekdays',
      message: SERIES_MESSAGES.weekdaysRequired,
    });
    expect([await seriesCount(), await seriesCourseCount()]).toEqual([seriesBefore, coursesBefore]);
  });

  it('creates none when the third course fails', async () => {
    const [seriesBefore, coursesBefore] = [await seriesCount(), await seriesCourseCount()];
    // A failure the code cannot foresee (the database refuses the third row of a series).
    await app.db.execute(sql`
      create function fail_third_of_series() returns trigger language plpgsql as $$
      begin
        if (select count(*) from courses where series_id = new.series_id) >= 2 then
          raise exception 'third course refused';
        end if;
        return new;
      end $$`);
    await app.db.execute(sql`
      create trigger fail_third_of_series before insert on courses for each row
      when (new.series_id is not null) execute function fail_third_of_series()`);
    try {
      const response = await post(
        'dyspozytor',
        seriesPayload({ weekdays: ['Pn', 'Wt', 'Śr'], weeks: 1 }, '2032-03-01'),
      );
      expect(response.statusCode).toBe(500);
    } finally {
      await app.db.execute(sql`drop trigger fail_third_of_series on courses`);
      await app.db.execute(sql`drop function fail_third_of_series()`);
    }
    expect([await seriesCount(), await seriesCourseCount()]).toEqual([seriesBefore, coursesBefore]);
  });

  it('asks the same permission as one course and the same company scope', async () => {
    const [seriesBefore, coursesBefore] = [await seriesCount(), await seriesCourseCount()];
    const repeat = { weekdays: ['Pn'], weeks: 2 };
    const driver = await post('kierowca', seriesPayload(repeat));
    expect(driver.statusCode).toBe(403);
    expect(driver.json<Record<string, string>>()['hydra:description']).toBe(HTTP_MESSAGES.forbidden);
    // Another tenant's railway company and transport company may not order for PKP Intercity.
    for (const login of ['firma.dbcargo', 'transport.slask']) {
      const refused = await post(login, seriesPayload(repeat));
      expect(refused.statusCode).toBe(403);
      expect(refused.json<Record<string, string>>()['hydra:description']).toBe(HTTP_MESSAGES.forbidden);
    }
    expect([await seriesCount(), await seriesCourseCount()]).toEqual([seriesBefore, coursesBefore]);
  });
});

describe('the demo series', () => {
  it("gives the dispatcher 12 Mon/Wed/Fri courses from next Monday, each with its 'Seria'", async () => {
    const seriesId = await seedCourseSeriesDemo(app.db, new Date('2026-12-09T10:00:00Z'));
    const [first] = await app.db
      .select()
      .from(courses)
      .where(eq(courses.seriesId, seriesId ?? 0));
    const response = await app.inject({
      method: 'GET',
      url: `/api/taxi_courses/${first?.id ?? 0}/series`,
      headers: await as(app, 'dyspozytor'),
    });
    const series = response.json<CourseSeries>();
    expect(series.courses).toHaveLength(12);
    expect(series.courses[0]?.date).toBe('2026-12-14');
    expect(new Set(series.courses.map((course) => weekdayOf(course.date ?? '')))).toEqual(
      new Set(['Pn', 'Śr', 'Pt']),
    );
    expect(new Set(series.courses.map((course) => course.rides[0]?.number)).size).toBe(12);
  });
});
