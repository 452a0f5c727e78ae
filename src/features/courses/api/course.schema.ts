import { z } from 'zod';
import { hydraItemSchema } from '@/api/hydra';

const partySchema = z.object({ id: z.number(), name: z.string(), phone: z.string().nullable().optional() });
const placeSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  address: z.string().nullable().optional(),
});
const waypointSchema = z.object({
  id: z.number(),
  time: z.string().nullable(),
  place: placeSchema.nullable(),
});

const segmentSchema = z.object({
  id: z.number(),
  position: z.number(),
  distance: z.number().nullable(),
  time: z.number().nullable(),
  employees: z.array(z.object({ id: z.number(), name: z.string(), phone: z.string().nullable().optional() })),
  waypointStart: waypointSchema,
  waypointEnd: waypointSchema,
});

const rideSchema = hydraItemSchema.extend({
  id: z.number(),
  number: z.string().nullable(),
  status: z.string(),
  company: z.object({ id: z.number(), name: z.string() }).nullable(),
  segments: z.array(segmentSchema),
});

/** A member of `GET /api/abstract_courses`: a taxi or a kilometer course with its rides. */
export const courseSchema = hydraItemSchema.extend({
  '@type': z.string(),
  id: z.number(),
  status: z.string(),
  createdAt: z.string(),
  contractor: partySchema.nullable(),
  subcontractor: partySchema.nullable(),
  rides: z.array(rideSchema),
});

export type Course = z.output<typeof courseSchema>;
export type Ride = z.output<typeof rideSchema>;
export type Segment = z.output<typeof segmentSchema>;
