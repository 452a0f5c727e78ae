/** Setup of the recurring course tests: a series made through `POST api/taxi_course_series`. */
import type { FastifyInstance } from 'fastify';
import { as, taxiPayload, type DemoIris } from '../course-writes/write-app.support';

/** The demo course moved to `day`, repeated by `repeat`. 2030-03-04 is a Monday. */
export const seriesPayload = (iris: DemoIris, repeat: object, day = '2030-03-04') => {
  const course = taxiPayload(iris);
  return {
    ...course,
    rides: course.rides.map((ride) => ({
      ...ride,
      waypoints: ride.waypoints.map((stop) => ({ ...stop, date: day })),
    })),
    repeat,
  };
};

export const postSeries = async (app: FastifyInstance, username: string, payload: object) =>
  app.inject({ method: 'POST', url: '/api/taxi_course_series', headers: await as(app, username), payload });
