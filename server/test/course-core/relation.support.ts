/** Setup of the driver relation tests: courses whose rides run between three located demo places. */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { driverSegments, rides } from '../../db/course-schema';
import { courseIn } from '../course-in.support';
import { places } from '../../db/schema';
import { as, taxiPayload } from '../course-writes/write-app.support';
import type { DemoIris } from '../course-writes/write-app.support';

/** A stop: index into the three places and HH:MM on 2030-03-07. */
export type Stop = readonly [place: number, time: string];

/** Example: ride('0 08:00 > 1 09:00') -> [[0, '08:00'], [1, '09:00']] */
export function ride(stops: string): Stop[] {
  return stops.split('>').map((stop) => {
    const [place, time] = stop.trim().split(' ');
    if (place === undefined || time === undefined) throw new Error(`bad stop ${stop}`);
    return [Number(place), time] as const;
  });
}

export interface RelationPlace {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

export async function relationPlaces(app: FastifyInstance): Promise<RelationPlace[]> {
  const rows = await app.db
    .select()
    .from(places)
    .where(and(isNotNull(places.latitude), isNotNull(places.longitude), eq(places.type, 'place')))
    .orderBy(asc(places.id))
    .limit(3);
  if (rows.length < 3) throw new Error('demo places missing');
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    latitude: row.latitude ?? 0,
    longitude: row.longitude ?? 0,
  }));
}

let serial = 0;

/** The POST/PUT body of a course with these rides (`ids`: the existing rides, for a PUT). */
export function relationPayload(
  iris: DemoIris,
  stopsOf: readonly (readonly Stop[])[],
  placeList: readonly RelationPlace[],
  ids: readonly number[] = [],
) {
  return {
    ...taxiPayload(iris),
    rides: stopsOf.map((stops, index) => ({
      ...(ids[index] === undefined ? {} : { id: `/api/taxi_course_rides/${ids[index]}` }),
      number: `REL/${++serial}`,
      status: 'planning',
      fromStartingBase: iris.base,
      toStartingBase: null,
      waypoints: stops.map(([place, time], position) => ({
        place: `/api/abstract_places/${placeList[place]?.id}`,
        date: '2030-03-07',
        time,
        passengers: position < stops.length - 1 ? [iris.passengers[0]] : [],
        locomotives: [],
      })),
    })),
  };
}

export interface RelationSetup {
  app: FastifyInstance;
  iris: DemoIris;
  place: readonly RelationPlace[];
}

/** A course of rides written as ride() strings, every ride in `status`. */
export async function relationCourse(
  { app, iris, place }: RelationSetup,
  rideList: readonly string[],
  status = 'accepted_by_driver',
) {
  const { rides } = relationPayload(iris, rideList.map(ride), place);
  return courseIn(app, { rides, rideStatuses: status });
}

/** The stored legs of a course's rides in relation order. */
export async function storedLegs(app: FastifyInstance, courseId: number) {
  const rows = await app.db
    .select({ leg: driverSegments })
    .from(driverSegments)
    .innerJoin(rides, eq(rides.id, driverSegments.rideId))
    .where(eq(rides.courseId, courseId))
    .orderBy(asc(driverSegments.position));
  return rows.map((row) => row.leg);
}

/** 'Przenieś przejazd' into `target`, or 'Wyciągnij przejazd' without one. */
export async function moveRide(app: FastifyInstance, username: string, rideId: number, target?: number) {
  return app.inject({
    method: 'POST',
    url: `/api/taxi_course_rides/${rideId}/${target === undefined ? 'extract' : 'transfer'}`,
    headers: await as(app, username),
    ...(target === undefined ? {} : { payload: { course: `/api/taxi_courses/${target}` } }),
  });
}

export interface LegJson {
  position: number;
  distance: number | null;
  timeAndDistanceSource: string;
  employees: { id: number }[];
  waypointStart: { place: { name: string } | null; time: string | null };
  waypointEnd: { place: { name: string } | null; time: string | null };
}

export interface RelationCourseJson {
  id: number;
  driverDistanceSum: number | null;
  routeForDriverRelation: string | null;
  rides: { id: number; driverSegments: LegJson[] }[];
}
