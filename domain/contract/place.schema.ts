/** Places (administration.md §3 Place) and the form's locality search, as the API answers them. */
import { z } from 'zod';
import { hydraItemSchema, contextShape } from './hydra.schema';

export const companyRefSchema = z.object({ '@id': z.string(), id: z.number(), name: z.string() });

export const placeSchema = hydraItemSchema.extend({
  '@type': z.enum(['Place', 'Hotel', 'Home', 'WorkPlace']),
  id: z.number(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  type: z.string(),
  /** Google's place id, kept with a place chosen from Google's search. */
  placeId: z.string().nullable(),
  company: companyRefSchema.nullable(),
  /** The user a home place belongs to. */
  user: z.string().nullable(),
  isActive: z.boolean(),
  version: z.number(),
});
export const placeItemSchema = placeSchema.extend(contextShape);

/** A result of `GET api/localities`: Google Places with a key, the offline gazetteer without. */
export const localitySchema = hydraItemSchema.extend({
  '@type': z.literal('Locality'),
  id: z.string(),
  name: z.string(),
  /** 'Łódź, łódzkie, Polska', 'Berlin, Berlin, Niemcy'. */
  address: z.string(),
  country: z.enum(['pl', 'de']),
  lat: z.number(),
  lng: z.number(),
  source: z.enum(['gazetteer', 'google']),
  placeId: z.string().nullable(),
});

export type Place = z.output<typeof placeSchema>;
export type Locality = z.output<typeof localitySchema>;

/**
 * `GET api/geocode/reverse?lat=&lng=`: the address at the map editor's pin (Google's Geocoding API
 * with a key, the nearest gazetteer locality without). Nothing found answers 404.
 */
export const reverseGeocodeSchema = z.object({
  address: z.string(),
  name: z.string(),
  country: z.enum(['pl', 'de']).nullable(),
  source: z.enum(['gazetteer', 'google']),
  placeId: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
});
export type ReverseGeocode = z.output<typeof reverseGeocodeSchema>;

/** The map editor's warning when the pin has no address (administration.md §8). */
export const ADDRESS_NOT_FOUND_MESSAGE = 'Nie znaleziono adresu dla zaznaczonego miejsca';
