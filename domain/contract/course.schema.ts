/**
 * The course as every course answer carries it (`GET api/abstract_courses` members, the course item,
 * write answers; courses.md §3, docs/api.md): the server's response schemas serialize through these
 * and the SPA parses with them, so a field changes on both ends at once.
 */
import { z } from 'zod';
import { COURSE_STATUS_COLUMNS } from '../courses/status-columns';
import { hydraCollectionSchema, hydraItemSchema, contextShape } from './hydra.schema';

const timestamp = z.string();
const nullableNumber = z.number().nullable();

export const partySchema = z.object({ id: z.number(), name: z.string(), phone: z.string().nullable() });
export const personRefSchema = z.object({ id: z.number(), name: z.string() });

/** A stop's place as the list shows it, with coordinates so a drawer can draw its map at once. */
export const placeRefSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  type: z.string(),
  latitude: nullableNumber,
  longitude: nullableNumber,
});

export const waypointSchema = z.object({
  id: z.number(),
  time: timestamp.nullable(),
  achievedAtByDriver: timestamp.nullable(),
  place: placeRefSchema.nullable(),
});

export const segmentSchema = z.object({
  id: z.number(),
  position: z.number(),
  distance: nullableNumber,
  time: nullableNumber,
  /** 'estimated' (from the stops' coordinates) or 'fallback' (none could be computed). */
  timeAndDistanceSource: z.string(),
  employees: z.array(partySchema),
  locomotives: z.array(z.object({ id: z.number(), sideNumber: z.string() })),
  waypointStart: waypointSchema,
  waypointEnd: waypointSchema,
});

/** The base's name is not loaded by the list (six statements): read it as optional text. */
const baseRefSchema = z.object({ '@id': z.string(), name: z.string().nullable() });

export const rideSchema = hydraItemSchema.extend({
  '@type': z.enum(['TaxiCourseRide', 'KilometerCourseRide']),
  id: z.number(),
  courseId: z.number(),
  number: z.string(),
  /** A RideStatus; text, as stored rows may hold a status this version does not know. */
  status: z.string(),
  position: z.number(),
  company: z.object({ id: z.number(), name: z.string() }),
  /** Who ordered the ride ('Dyspozytor' on its card); a moved ride keeps its own. */
  createdBy: personRefSchema.nullable(),
  startsAt: timestamp.nullable(),
  distanceSum: nullableNumber,
  /** A map link of the ride's route, when one was stored. */
  routeUrl: z.string().nullable(),
  /** Starting base IRIs and the driver's deadline: the edit form loads them back (taxi rides). */
  fromStartingBase: baseRefSchema.nullable(),
  toStartingBase: baseRefSchema.nullable(),
  driverHasToAcceptAt: timestamp.nullable(),
  /** The ride's version: the body `version` of its writes (ADR 003). */
  version: z.number(),
  segments: z.array(segmentSchema),
  /** The stored driver relation's legs kept on this ride (row 75); empty when none is stored. */
  driverSegments: z.array(segmentSchema),
});

export const courseSchema = hydraItemSchema.extend({
  '@type': z.enum(['TaxiCourse', 'KilometerCourse']),
  id: z.number(),
  /** The status column of the list (courses.md §3 counters). */
  status: z.enum(COURSE_STATUS_COLUMNS),
  createdAt: timestamp,
  createdBy: personRefSchema.nullable(),
  contractor: partySchema.nullable(),
  subcontractor: partySchema.nullable(),
  driver: z.object({ '@id': z.string(), name: z.string(), phone: z.string().nullable() }).nullable(),
  /** The number typed on the course form, apart from the driver's own phone (null when none). */
  driverPhoneNumber: z.string().nullable(),
  driverStartAt: timestamp.nullable(),
  driverEndAt: timestamp.nullable(),
  /** Kilometres and map link of the stored driver relation; null when none is stored. */
  driverDistanceSum: nullableNumber,
  /** Kilometres the driver (or the kilometer course's passenger) declared in their report; null before it. */
  driverDistance: nullableNumber,
  routeForDriverRelation: z.string().nullable(),
  /** A kilometer course's place of departure and of return (courses.md §3); null for taxi courses. */
  fromStartingPlace: placeRefSchema.nullable(),
  toStartingPlace: placeRefSchema.nullable(),
  /** An active invoice lists the course: its rides are not cancelled before the invoice (row 644). */
  invoiced: z.boolean(),
  /** The series the course was made in ('Powtarzaj', issue 35): the drawer's 'Seria'; null for none. */
  series: z.number().nullable(),
  /** The course's version, its ETag `W/"<version>"` (ADR 003). */
  version: z.number(),
  rides: z.array(rideSchema),
});

/** `GET api/{taxi|kilometer|abstract}_courses/{id}` and every course write's answer. */
export const courseItemSchema = courseSchema.extend(contextShape);

/** `PUT api/taxi_course_rides/{id}`: the ride with its stops as a `waypoints` list (courses.md §7). */
export const rideRelationItemSchema = rideSchema.extend(contextShape).extend({
  waypoints: z.array(waypointSchema.extend({ '@id': z.string(), '@type': z.literal('Waypoint') })),
});

/**
 * `GET api/abstract_courses`; a railway company's list also counts its cards (one per ride, row 121).
 * `totalItemsLimited`: there are more than `hydra:totalItems` (= COURSE_COUNT_LIMIT) courses (ADR 011).
 */
export const courseCollectionSchema = hydraCollectionSchema(courseSchema).extend({
  totalCards: z.number().int().min(0).optional(),
  totalItemsLimited: z.literal(true).optional(),
});

/** `GET api/taxi_course_rides/{companyId}/{firstPlaceDate}`: the next free number of the series. */
export const nextRideNumberSchema = z.object({ number: z.string() });

export type Party = z.output<typeof partySchema>;
export type PlaceRef = z.output<typeof placeRefSchema>;
export type Waypoint = z.output<typeof waypointSchema>;
export type Segment = z.output<typeof segmentSchema>;
export type Ride = z.output<typeof rideSchema>;
export type Course = z.output<typeof courseSchema>;
export type CourseItem = z.output<typeof courseItemSchema>;
export type RideRelationItem = z.output<typeof rideRelationItemSchema>;
