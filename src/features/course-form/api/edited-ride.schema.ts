import { z } from 'zod';

const placeSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    address: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .nullable();
const waypointSchema = z.object({ id: z.number(), time: z.string().nullable(), place: placeSchema });
const segmentSchema = z.object({
  employees: z.array(z.object({ id: z.number(), name: z.string() })),
  locomotives: z.array(z.object({ id: z.number(), sideNumber: z.string() })),
  waypointStart: waypointSchema,
  waypointEnd: waypointSchema,
});

/** A ride of `GET /api/{taxi|kilometer}_courses/{id}` as the edit forms read it (docs/api.md). */
export const editedRideSchema = z.object({
  '@id': z.string(),
  number: z.string(),
  status: z.string(),
  company: z.object({ id: z.number(), name: z.string() }),
  segments: z.array(segmentSchema),
});
export type EditedRide = z.output<typeof editedRideSchema>;
