import { z } from 'zod';

const place = z.object({
  id: z.number(),
  name: z.string().nullable(),
  address: z.string().nullish(),
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
});
const waypoint = z.object({
  id: z.number(),
  time: z.string().nullable(),
  achievedAtByDriver: z.string().nullish(),
  place: place.nullable(),
});
const person = z.object({ id: z.number(), name: z.string(), phone: z.string().nullish() });

/** `GET api/course-info/{token}`: the course as the driver's page shows it, and what they may do. */
export const courseInfoSchema = z.object({
  id: z.number(),
  driverStartAt: z.string().nullish(),
  driverEndAt: z.string().nullish(),
  contractor: z.object({ name: z.string(), phone: z.string().nullish() }).nullable(),
  rides: z.array(
    z.object({
      id: z.number(),
      number: z.string().nullable(),
      status: z.string(),
      company: z.object({ name: z.string() }).nullable(),
      segments: z.array(
        z.object({
          id: z.number(),
          position: z.number(),
          employees: z.array(person),
          waypointStart: waypoint,
          waypointEnd: waypoint,
        }),
      ),
    }),
  ),
  actions: z.object({
    reply: z.array(z.number()),
    start: z.boolean(),
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

export type CourseInfo = z.infer<typeof courseInfoSchema>;
export type InfoRide = CourseInfo['rides'][number];
export type InfoWaypoint = InfoRide['segments'][number]['waypointStart'];
