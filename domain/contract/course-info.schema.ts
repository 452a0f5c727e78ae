/**
 * `GET api/course-info/{token}` and the driver link's marks (courses.md §2 "Driver link"): the course
 * as the driver's page shows it and what the driver may do. Derived from the course contract but
 * narrower: the driver's page gets no creator, no passengers' addresses, no versions.
 */
import { z } from 'zod';
import {
  courseSchema,
  partySchema,
  placeRefSchema,
  rideSchema,
  segmentSchema,
  waypointSchema,
} from './course.schema';

const infoWaypoint = waypointSchema.extend({
  place: placeRefSchema
    .pick({ id: true, name: true, address: true, latitude: true, longitude: true })
    .nullable(),
});
const infoSegment = segmentSchema
  .pick({ id: true, position: true })
  .extend({ employees: z.array(partySchema), waypointStart: infoWaypoint, waypointEnd: infoWaypoint });
const infoRide = rideSchema
  .pick({ id: true, number: true, status: true })
  .extend({ company: z.object({ name: z.string() }), segments: z.array(infoSegment) });

export const courseInfoSchema = courseSchema
  .pick({ '@id': true, '@type': true, id: true, driverStartAt: true, driverEndAt: true })
  .extend({
    '@context': z.string(),
    contractor: partySchema.pick({ name: true, phone: true }).nullable(),
    rides: z.array(infoRide),
    actions: z.object({
      reply: z.array(z.number()),
      start: z.boolean(),
      /** Ride ids whose stops may be marked reached. */
      reach: z.array(z.number()),
      end: z.boolean(),
      report: z.boolean(),
    }),
    report: z.object({
      distance: z.number().nullable(),
      waitingHours: z.number().nullable(),
      highwayCost: z.number().nullable(),
      comment: z.string().nullable(),
    }),
  });

export type CourseInfo = z.output<typeof courseInfoSchema>;
export type InfoRide = CourseInfo['rides'][number];
export type InfoWaypoint = InfoRide['segments'][number]['waypointStart'];
