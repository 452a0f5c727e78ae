import { rideSchema } from '@domain/contract/course.schema';
import type { z } from 'zod';

/** A ride of `GET /api/{taxi|kilometer}_courses/{id}` as the edit forms read it: the contract's fields. */
export const editedRideSchema = rideSchema.pick({
  '@id': true,
  number: true,
  status: true,
  company: true,
  segments: true,
});
export type EditedRide = z.output<typeof editedRideSchema>;
