/** The wire shape of 'Lista noclegów' (issue 13, part B; docs/api.md 'Starting bases and accommodations'). */
import { z } from 'zod';
import { ACCOMMODATION_STATUSES } from '../accommodations/accommodation-rules';
import { contextShape, hydraItemSchema } from './hydra.schema';

export const accommodationHotelSchema = z.object({
  '@id': z.string(),
  id: z.number(),
  name: z.string(),
  address: z.string().nullable(),
});

export const accommodationSchema = hydraItemSchema.extend({
  id: z.number(),
  hotel: accommodationHotelSchema,
  checkIn: z.string(),
  checkOut: z.string(),
  guests: z.string(),
  rooms: z.number(),
  remarks: z.string().nullable(),
  status: z.enum(ACCOMMODATION_STATUSES),
  createdAt: z.string(),
  version: z.number(),
});
export const accommodationItemSchema = accommodationSchema.extend(contextShape);

export type Accommodation = z.output<typeof accommodationSchema>;
