/**
 * `GET /api/geocode/reverse?lat=&lng=` for the map location editor (administration.md §4): the
 * address at the pin, or 404 'Nie znaleziono adresu dla zaznaczonego miejsca'. Every signed-in user
 * may ask (the own home place page is everyone's). Register with `app.register(geocodeRoutes)`.
 */
import type { FastifyInstance } from 'fastify';
import { ADDRESS_NOT_FOUND_MESSAGE, reverseGeocodeSchema } from '../../../domain/contract/place.schema';
import { gazetteerReverseGeocoder, type ReverseGeocoder } from '../../geo/reverse-geocode';
import { ApiError } from '../../http/errors';
import { QUERY_MESSAGES, parseNumber, queryText, querySchema } from '../../http/query';
import type { ZodTypeProvider } from '../../http/zod-provider';

export interface GeocodePluginOptions {
  /** Google with a key, else the gazetteer (server/geo); default the gazetteer. */
  reverseGeocoder?: ReverseGeocoder;
}

const reverseQuery = querySchema(['lat', 'lng'], (query) => {
  const lat = queryText(query, 'lat');
  const lng = queryText(query, 'lng');
  if (lat === undefined) throw new ApiError(400, QUERY_MESSAGES.required('lat'));
  if (lng === undefined) throw new ApiError(400, QUERY_MESSAGES.required('lng'));
  return { lat: parseNumber(lat, 'lat', -90, 90), lng: parseNumber(lng, 'lng', -180, 180) };
});

export async function geocodeRoutes(app: FastifyInstance, opts: GeocodePluginOptions = {}) {
  const geocoder = opts.reverseGeocoder ?? gazetteerReverseGeocoder;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/geocode/reverse',
    {
      schema: { querystring: reverseQuery, response: { 200: reverseGeocodeSchema } },
    },
    async (request) => {
      const point = request.query.filters;
      const found = await geocoder.reverse(point);
      if (found === null) throw new ApiError(404, ADDRESS_NOT_FOUND_MESSAGE);
      return { ...found, ...point };
    },
  );
}
