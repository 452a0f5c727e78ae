/** Bodies of POST/PUT /api/abstract_places; every string is capped before anything else reads it. */
import { z } from 'zod';
import { versionField } from '../../http/versioning';

import { PLACE_ADDRESS_MAX_LENGTH, PLACE_NAME_MAX_LENGTH } from '../../../domain/places/place-form.schema';

export { PLACE_ADDRESS_MAX_LENGTH, PLACE_NAME_MAX_LENGTH };
const IRI_MAX_LENGTH = 200;

const text = (max: number) => z.string().max(max).nullish();

export const placeInputSchema = z.object({
  name: text(PLACE_NAME_MAX_LENGTH),
  address: text(PLACE_ADDRESS_MAX_LENGTH),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  type: text(20),
  company: text(IRI_MAX_LENGTH),
  /** The passenger's user of a home place ('/api/users/{id}'). */
  user: text(IRI_MAX_LENGTH),
  /** The maps service's place id, kept for the SPA. */
  placeId: text(300),
});
export type PlaceInput = z.infer<typeof placeInputSchema>;

export const placeUpdateSchema = placeInputSchema.extend({
  isActive: z.boolean().optional(),
  version: versionField,
});
export type PlaceUpdateInput = z.infer<typeof placeUpdateSchema>;
