/**
 * Places for the course and administration forms: /api/abstract_places (list, item, create, update
 * with soft delete), /api/localities (offline place search) and /api/segments (recent places of a
 * passenger). Register with `app.register(placesRoutes)`.
 */
import { hydraCollectionSchema } from '../../../domain/contract/hydra.schema';
import { localitySchema, placeItemSchema, placeSchema } from '../../../domain/contract/place.schema';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/authenticate';
import { ApiError } from '../../http/errors';
import { hydraCollection, hydraList } from '../../http/hydra';
import { ADMIN_LIST_PARAMS, readAdminList } from '../../http/admin-list';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { gazetteerLocalitySearch, type LocalitySearch } from '../../geo/locality-search';
import { MAX_LIMIT, QUERY_MAX_LENGTH } from '../../geo/place-search';
import {
  QUERY_MESSAGES,
  parseLatLng,
  parseNumber,
  queryBoolean,
  queryId,
  queryText,
  querySchema,
} from '../../http/query';
import type { RawQuery } from '../../http/query';
import { linkedCompanyScope } from '../companies/scope';
import { contactScopeOf } from '../accounts/contact-scope';
import { idParams } from '../../http/params';
import { etagOf, ifMatchOf } from '../../http/versioning';
import { UNKNOWN_PLACE_TYPE } from '../../../domain/places/place-type';
import { placeItem, placeMember, toPlaceType } from './place.serializer';
import type { PlaceType } from './place.serializer';
import { findPlacePage } from './places.repository';
import type { PlaceFilters } from './places.repository';
import { placeInputSchema, placeUpdateSchema } from './place.input';
import { changePlace, createPlace, recentPlaces, visiblePlace } from './places.service';

const PLACES = '/api/abstract_places';
/** Largest `places_in_radius` radius in km; the hotel search uses 50. */
export const MAX_RADIUS_KM = 500;
export { UNKNOWN_PLACE_TYPE as UNKNOWN_TYPE_MESSAGE } from '../../../domain/places/place-type';

function typeFilter(query: RawQuery): PlaceType | undefined {
  const value = queryText(query, 'type');
  if (value === undefined) return undefined;
  const type = toPlaceType(value);
  if (type === null) throw new ApiError(400, UNKNOWN_PLACE_TYPE);
  return type;
}

function radiusFilter(query: RawQuery): PlaceFilters['radius'] {
  const value = queryText(query, 'places_in_radius');
  if (value === undefined) return undefined;
  const parts = value.split(',');
  if (parts.length !== 3) throw new ApiError(400, QUERY_MESSAGES.invalid('places_in_radius'));
  const { lat, lng } = parseLatLng(parts.slice(0, 2).join(','), 'places_in_radius');
  const km = parseNumber((parts[2] ?? '').trim(), 'places_in_radius', 0, MAX_RADIUS_KM);
  return { lat, lng, km };
}

function nearFilter(query: RawQuery): { lat: number; lng: number } | undefined {
  const near = queryText(query, 'near');
  if (near !== undefined) return parseLatLng(near, 'near');
  const lat = queryText(query, 'lat');
  const lng = queryText(query, 'lng');
  if (lat === undefined && lng === undefined) return undefined;
  if (lat === undefined || lng === undefined) throw new ApiError(400, QUERY_MESSAGES.invalid('lat/lng'));
  return { lat: parseNumber(lat, 'lat', -90, 90), lng: parseNumber(lng, 'lng', -180, 180) };
}

export interface PlacesPluginOptions {
  /** The place search adapter (Google or the gazetteer, server/geo); default the gazetteer. */
  localitySearch?: LocalitySearch;
}

const placesSchema = hydraCollectionSchema(placeSchema);
const localitiesSchema = hydraCollectionSchema(localitySchema);

/** The pickers' filters plus the admin list's search, `order[id]=desc` and paging (admin-list.ts). */
const placesQuery = querySchema(
  ['name', 'type', 'company.id', 'places_in_radius', 'isActive', ...ADMIN_LIST_PARAMS],
  (query) => {
    const list = readAdminList(query);
    return {
      place: {
        name: queryText(query, 'name'),
        type: typeFilter(query),
        companyId: queryId(query, 'company.id', 'companies'),
        radius: radiusFilter(query),
        isActive: queryBoolean(query, 'isActive') ?? true,
        search: list.search,
        idDescending: list.idDescending,
      } satisfies PlaceFilters,
      pagination: list.pagination,
    };
  },
);

const localitiesQuery = querySchema(['search', 'near', 'lat', 'lng'], (query) => {
  const search = queryText(query, 'search') ?? '';
  if (search.length > QUERY_MAX_LENGTH) throw new ApiError(400, QUERY_MESSAGES.tooLong('search'));
  return { search, near: nearFilter(query) };
});

const segmentsQuery = querySchema(
  ['employees.id', 'order[startTime]', 'type', 'near', 'lat', 'lng'],
  (query) => {
    const passengerUserId = queryId(query, 'employees.id', 'users');
    if (passengerUserId === undefined) throw new ApiError(400, QUERY_MESSAGES.required('employees.id'));
    const order = queryText(query, 'order[startTime]');
    if (order !== undefined && order.toLowerCase() !== 'desc')
      throw new ApiError(400, QUERY_MESSAGES.invalid('order[startTime]'));
    return { passengerUserId, type: typeFilter(query), near: nearFilter(query) };
  },
);

export async function placesRoutes(app: FastifyInstance, opts: PlacesPluginOptions = {}) {
  const localitySearch = opts.localitySearch ?? gazetteerLocalitySearch;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    PLACES,
    { schema: { querystring: placesQuery, response: { 200: placesSchema } } },
    async (request) => {
      const user = currentUser(request);
      const {
        filters: { place: filters, pagination },
        raw: query,
      } = request.query;
      const scope = await linkedCompanyScope(app.db, user);
      const { total, rows } = await findPlacePage(
        app.db,
        filters,
        scope,
        await contactScopeOf(app.db, user),
        pagination.limit,
        pagination.offset,
      );
      return hydraCollection({
        basePath: PLACES,
        query,
        items: rows.map(placeMember),
        total,
        type: 'AbstractPlace',
        pagination,
      });
    },
  );

  r.get(
    `${PLACES}/:id`,
    { schema: { params: idParams, response: { 200: placeItemSchema } } },
    async (request, reply) => {
      const row = await visiblePlace(app.db, currentUser(request), request.params.id);
      return reply.header('ETag', etagOf(row.place.version)).send(placeItem(row));
    },
  );

  r.post(
    PLACES,
    { schema: { body: placeInputSchema, response: { 201: placeItemSchema } } },
    async (request, reply) => {
      const row = await createPlace(app.db, currentUser(request), request.body);
      return reply.status(201).header('ETag', etagOf(row.place.version)).send(placeItem(row));
    },
  );

  r.put(
    `${PLACES}/:id`,
    {
      schema: { params: idParams, body: placeUpdateSchema, response: { 200: placeItemSchema } },
    },
    async (request, reply) => {
      const row = await changePlace(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
        ifMatchOf(request),
      );
      return reply.header('ETag', etagOf(row.place.version)).send(placeItem(row));
    },
  );

  /**
   * The form's place search (PL and DE): Google Places when GOOGLE_MAPS_API_KEY is set, else (and
   * whenever Google fails) the offline gazetteer, where `near` breaks ties by distance.
   */
  r.get(
    '/api/localities',
    {
      schema: { querystring: localitiesQuery, response: { 200: localitiesSchema } },
    },
    async (request) => {
      const { search, near } = request.query.filters;
      const found = await localitySearch.search(search, { limit: MAX_LIMIT, ...(near ? { near } : {}) });
      const items = found.map((result) => ({
        '@id': `/api/localities/${encodeURIComponent(result.id)}`,
        '@type': 'Locality' as const,
        ...result,
      }));
      return hydraList('/api/localities', 'Locality', items);
    },
  );

  /**
   * Recently used places of a passenger (courses.md §7, administration.md §9). `employees.id` is the
   * passenger's user id; `type` narrows the place type; `lat`/`lng` (or `near`) sort nearest first.
   * Only `order[startTime]=desc` is meaningful: the recent places are always most recent first.
   */
  r.get(
    '/api/segments',
    { schema: { querystring: segmentsQuery, response: { 200: placesSchema } } },
    async (request) => {
      const { passengerUserId, type, near } = request.query.filters;
      const rows = await recentPlaces(app.db, currentUser(request), passengerUserId, type, near);
      return hydraList('/api/segments', 'AbstractPlace', rows.map(placeMember));
    },
  );
}
