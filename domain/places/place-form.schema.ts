/**
 * The place dialog's and the hotel page's fields (administration.md §2.7, §5): type, address, name,
 * coordinates. Address is required (a place is chosen from the search or the map, §5), name for every
 * type but home (a home place takes its user's name, §3). The server applies the same words.
 */
import { z } from 'zod';
import { REQUIRED_IN_DIALOG } from '../validation/messages';
import { PLACE_TYPES } from './place-type';

export const PLACE_NAME_MAX_LENGTH = 200;
export const PLACE_ADDRESS_MAX_LENGTH = 500;

export const placeFormSchema = z
  .object({
    type: z.enum(PLACE_TYPES, { error: REQUIRED_IN_DIALOG }),
    name: z.string().trim().max(PLACE_NAME_MAX_LENGTH),
    address: z.string().trim().max(PLACE_ADDRESS_MAX_LENGTH),
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
    placeId: z.string().nullable(),
  })
  .superRefine((value, ctx) => {
    if (value.address === '')
      ctx.addIssue({ code: 'custom', path: ['address'], message: REQUIRED_IN_DIALOG });
    if (value.type !== 'home' && value.name === '')
      ctx.addIssue({ code: 'custom', path: ['name'], message: REQUIRED_IN_DIALOG });
  });

export type PlaceFormInput = z.input<typeof placeFormSchema>;
export type PlaceFormData = z.output<typeof placeFormSchema>;
