/**
 * A row of the passenger-change register as the API answers it (administration.md §3 Passenger change:
 * id, courseId, passenger, reportingUser, reason, comment, realizedBy; issue 17). The server serializes
 * through it, the SPA parses with it (ADR 005).
 */
import { z } from 'zod';
import { contextShape, hydraItemSchema } from './hydra.schema';

const personRef = z.object({ '@id': z.string(), id: z.number(), name: z.string() });

export const passengerChangeSchema = hydraItemSchema.extend({
  id: z.number(),
  courseId: z.number(),
  course: z.object({
    '@id': z.string(),
    id: z.number(),
    type: z.enum(['taxi', 'kilometer']),
    number: z.string(),
  }),
  passenger: personRef,
  kind: z.enum(['added', 'removed']),
  reportingUser: personRef.nullable(),
  reason: z.string(),
  comment: z.string().nullable(),
  realizedBy: personRef.nullable(),
  realizedAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number(),
});
export type PassengerChange = z.infer<typeof passengerChangeSchema>;
export const passengerChangeItemSchema = passengerChangeSchema.extend(contextShape);

/** `PUT /api/passenger_changes/{id}`: who realized it (the caller's IRI) or null; the version seen. */
export const passengerChangeRealizeSchema = z.object({
  realizedBy: z.string().nullable(),
  version: z.number().int().optional(),
});
