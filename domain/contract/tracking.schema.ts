/**
 * The live tracking link (issue 35): the driver's phone sends positions through the driver link, a
 * passenger reads the car through their own tracking token. The tracking answer carries nothing else
 * of the course: no other passenger, no other stop, no phone number (rows 800-809).
 */
import { z } from 'zod';
import { contextShape, hydraCollectionSchema, hydraItemSchema } from './hydra.schema';

/** `POST api/course-info/position/{token}`: one reading of `navigator.geolocation`. */
export const positionBodySchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Metres, as the browser reports it; null when it gives none. */
  accuracy: z.number().min(0).max(100_000).nullable(),
});
export type PositionBody = z.infer<typeof positionBodySchema>;

const pointSchema = z.object({ latitude: z.number(), longitude: z.number() });

/** `GET api/tracking/{token}`: the car, the passenger's own pick-up stop and the ETA to it. */
export const trackingSchema = hydraItemSchema.extend({
  ...contextShape,
  '@type': z.literal('Tracking'),
  rideNumber: z.string(),
  /** 'waiting' before the driver starts; 'driving' after. */
  state: z.enum(['waiting', 'driving']),
  driverFirstName: z.string(),
  /** '{brand} {model}, {registration}' of the driver's car in the fleet; null when none is known. */
  car: z.string().nullable(),
  /** The latest position, null until the phone sends one. */
  position: pointSchema.extend({ at: z.string(), accuracy: z.number().nullable() }).nullable(),
  stop: pointSchema.extend({ name: z.string(), time: z.string().nullable() }).nullable(),
  eta: z
    .object({
      minutes: z.number().int().min(0),
      distanceKm: z.number().min(0),
      source: z.enum(['route', 'straight_line']),
    })
    .nullable(),
});
export type Tracking = z.infer<typeof trackingSchema>;

/** `GET api/taxi_course_rides/{id}/tracking_link`: the signed-in passenger's own link to the ride. */
export const trackingLinkSchema = hydraItemSchema.extend({
  ...contextShape,
  '@type': z.literal('TrackingLink'),
  /** SPA path: `/sledzenie/{token}`. */
  url: z.string(),
});
export type TrackingLink = z.infer<typeof trackingLinkSchema>;

/** One car of `GET api/course_positions/latest`: a course in progress the caller's list shows. */
export const carPositionSchema = z.object({
  /** The course's id: the marker opens its drawer (`?course=`). */
  courseId: z.number().int(),
  /** The number of the course's first open ride, as the card shows it. */
  number: z.string(),
  /** The driver's full name, '' when unknown. */
  driver: z.string(),
  /** The latest position, null until the driver's phone sends one. */
  position: pointSchema.extend({ at: z.string() }).nullable(),
  /** 'Samochód nie jedzie do pierwszego przystanku' (`isStalled`). */
  stalled: z.boolean(),
});
export type CarPosition = z.infer<typeof carPositionSchema>;

/** `GET api/course_positions/latest`: every car in progress the caller may see (row 823). */
export const carPositionsSchema = hydraCollectionSchema(carPositionSchema);
export type CarPositions = z.infer<typeof carPositionsSchema>;
