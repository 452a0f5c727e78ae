import { z } from 'zod';
import { hydraItemSchema } from '@/api/hydra';

const partySchema = z.object({ id: z.number(), name: z.string(), phone: z.string().nullable().optional() });
const placeSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  address: z.string().nullable().optional(),
  type: z.string().nullish(),
  // The list carries coordinates too, so a drawer opened from it can draw its map at once.
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
});
const waypointSchema = z.object({
  id: z.number(),
  time: z.string().nullable(),
  achievedAtByDriver: z.string().nullish(),
  place: placeSchema.nullable(),
});

const segmentSchema = z.object({
  id: z.number(),
  position: z.number(),
  distance: z.number().nullable(),
  time: z.number().nullable(),
  employees: z.array(z.object({ id: z.number(), name: z.string(), phone: z.string().nullable().optional() })),
  locomotives: z
    .array(z.object({ id: z.number(), sideNumber: z.string() }))
    .optional()
    .default([]),
  waypointStart: waypointSchema,
  waypointEnd: waypointSchema,
});

const personSchema = z.object({ id: z.number(), name: z.string() });

const rideSchema = hydraItemSchema.extend({
  id: z.number(),
  number: z.string().nullable(),
  status: z.string(),
  company: z.object({ id: z.number(), name: z.string() }).nullable(),
  distanceSum: z.number().nullish(),
  routeUrl: z.string().nullish(),
  fromStartingBase: z.object({ '@id': z.string().optional(), name: z.string().nullable() }).nullish(),
  toStartingBase: z.object({ '@id': z.string().optional(), name: z.string().nullable() }).nullish(),
  createdBy: personSchema.nullish(),
  segments: z.array(segmentSchema),
  /** Legs of the driver relation stored after a transfer or extraction (row 75); none = computed. */
  driverSegments: z.array(segmentSchema).optional().default([]),
  /** The ride's version: sent with the writes that replace its fields (ADR 003). */
  version: z.number().optional(),
});

/** A member of `GET /api/abstract_courses`: a taxi or a kilometer course with its rides. */
export const courseSchema = hydraItemSchema.extend({
  '@type': z.string(),
  id: z.number(),
  status: z.string(),
  createdAt: z.string(),
  createdBy: personSchema.nullish(),
  contractor: partySchema.nullable(),
  subcontractor: partySchema.nullable(),
  driver: z
    .object({ '@id': z.string().optional(), name: z.string(), phone: z.string().nullable().optional() })
    .nullish(),
  driverStartAt: z.string().nullish(),
  driverEndAt: z.string().nullish(),
  driverDistanceSum: z.number().nullish(),
  routeForDriverRelation: z.string().nullish(),
  rides: z.array(rideSchema),
});

export type Course = z.output<typeof courseSchema>;
export type Ride = z.output<typeof rideSchema>;
export type Segment = z.output<typeof segmentSchema>;
export type Waypoint = z.output<typeof waypointSchema>;
