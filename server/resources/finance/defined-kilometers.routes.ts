/**
 * Defined kilometres (courses.md §3, §7): GET/POST /api/defined_kilometers, GET/PUT
 * /api/defined_kilometers/{id}, GET /api/segment_route_details (the route between two places, to
 * prefill) and GET /api/missing_defined_kilometers (the cost dashboard's drawer).
 */
import type { FastifyInstance } from 'fastify';
import { hydraCollectionSchema } from '../../../domain/contract/hydra.schema';
import {
  definedKilometerItemSchema,
  definedKilometerSchema,
  missingDefinedKilometersSchema,
  segmentRouteDetailsSchema,
} from '../../../domain/contract/finance.schema';
import {
  canAddDefinedKilometers,
  canEditDefinedKilometers,
  canReadCompanyStatistics,
} from '../../../domain/finance/finance-rules';
import { definedKilometersBodySchema } from '../../../domain/finance/finance-requests';
import { currentUser } from '../../auth/authenticate';
import { onlyFor, visibleFirst } from '../../http/access-first';
import { ViolationError, forbidden } from '../../http/errors';
import { ADMIN_LIST_PARAMS, readAdminList } from '../../http/admin-list';
import { hydraCollection, hydraItem, iri } from '../../http/hydra';
import { HTTP_MESSAGES } from '../../http/messages';
import { idParams } from '../../http/params';
import { querySchema, queryId } from '../../http/query';
import { etagOf, ifMatchOf } from '../../http/versioning';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { segmentDistance } from '../../geo/route-estimate';
import { visiblePlace } from '../places/places.service';
import { definedLegLookup } from '../course-core/defined-legs.repository';
import {
  findMissingPairs,
  findDefinedKilometerPage,
  type DefinedKilometerRow,
} from './defined-kilometers.repository';
import {
  changeDefinedKilometer,
  createDefinedKilometer,
  visibleDefinedKilometer,
} from './defined-kilometers.service';

const DEFINED = '/api/defined_kilometers';

const placeRef = (id: number, name: string) => ({ '@id': iri('abstract_places', id), id, name });

const definedMember = (row: DefinedKilometerRow) => ({
  '@id': iri('defined_kilometers', row.id),
  '@type': 'DefinedKilometers',
  id: row.id,
  placeStart: placeRef(row.placeStartId, row.placeStartName),
  placeEnd: placeRef(row.placeEndId, row.placeEndName),
  kilometers: row.kilometers,
  time: row.time,
  company: row.companyId === null ? null : iri('companies', row.companyId),
  version: row.version,
});
const definedItem = (row: DefinedKilometerRow) =>
  hydraItem('DefinedKilometers', iri('defined_kilometers', row.id), definedMember(row));

const listQuery = querySchema(ADMIN_LIST_PARAMS, readAdminList);
const routeQuery = querySchema(['placeStart', 'placeEnd'], (query) => ({
  placeStart: queryId(query, 'placeStart', 'abstract_places'),
  placeEnd: queryId(query, 'placeEnd', 'abstract_places'),
}));

export async function definedKilometerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    DEFINED,
    {
      preValidation: onlyFor(canAddDefinedKilometers),
      schema: { querystring: listQuery, response: { 200: hydraCollectionSchema(definedKilometerSchema) } },
    },
    async (request) => {
      const { companyId } = currentUser(request);
      const { filters, raw: query } = request.query;
      const { pagination, ...list } = filters;
      const { total, rows } = await findDefinedKilometerPage(app.db, companyId, list, pagination);
      return hydraCollection({
        basePath: DEFINED,
        query,
        total,
        type: 'DefinedKilometers',
        pagination,
        items: rows.map(definedMember),
      });
    },
  );

  r.get(
    `${DEFINED}/:id`,
    {
      preValidation: onlyFor(canAddDefinedKilometers),
      schema: { params: idParams, response: { 200: definedKilometerItemSchema } },
    },
    async (request, reply) => {
      const row = await visibleDefinedKilometer(app.db, currentUser(request), request.params.id);
      return reply.header('ETag', etagOf(row.version)).send(definedItem(row));
    },
  );

  r.post(
    DEFINED,
    {
      preValidation: onlyFor(canAddDefinedKilometers),
      schema: { body: definedKilometersBodySchema, response: { 201: definedKilometerItemSchema } },
    },
    async (request, reply) => {
      const row = await createDefinedKilometer(app.db, currentUser(request), request.body);
      return reply.status(201).header('ETag', etagOf(row.version)).send(definedItem(row));
    },
  );

  r.put(
    `${DEFINED}/:id`,
    {
      preValidation: [
        onlyFor(canEditDefinedKilometers),
        visibleFirst((user, id) => visibleDefinedKilometer(app.db, user, id)),
      ],
      schema: {
        params: idParams,
        body: definedKilometersBodySchema,
        response: { 200: definedKilometerItemSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await changeDefinedKilometer(
        app.db,
        user,
        request.params.id,
        request.body,
        ifMatchOf(request),
      );
      return reply.header('ETag', etagOf(row.version)).send(definedItem(row));
    },
  );

  r.get(
    '/api/segment_route_details',
    {
      preValidation: onlyFor(canAddDefinedKilometers),
      schema: { querystring: routeQuery, response: { 200: segmentRouteDetailsSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const { placeStart, placeEnd } = request.query.filters;
      if (placeStart === undefined || placeEnd === undefined)
        throw new ViolationError([
          ...(placeStart === undefined
            ? [{ propertyPath: 'placeStart', message: HTTP_MESSAGES.required }]
            : []),
          ...(placeEnd === undefined ? [{ propertyPath: 'placeEnd', message: HTTP_MESSAGES.required }] : []),
        ]);
      const start = await visiblePlace(app.db, user, placeStart);
      const end = await visiblePlace(app.db, user, placeEnd);
      // The pairs that would apply to a course of the caller's company.
      const owners = user.companyId === null ? [] : [user.companyId];
      const defined = (await definedLegLookup(app.db, [placeStart, placeEnd], owners))(placeStart, placeEnd);
      const route = await segmentDistance(defined, start.place, end.place);
      return { distance: route.distanceKm, time: route.timeSeconds, timeAndDistanceSource: route.source };
    },
  );

  r.get(
    '/api/missing_defined_kilometers',
    {
      preValidation: onlyFor(canReadCompanyStatistics),
      schema: { response: { 200: missingDefinedKilometersSchema } },
    },
    async (request) => {
      const { companyId } = currentUser(request);
      if (companyId === null) throw forbidden();
      const rows = await findMissingPairs(app.db, companyId);
      return rows.map((row) => ({
        placeStart: placeRef(row.placeStartId, row.placeStartName),
        placeEnd: placeRef(row.placeEndId, row.placeEndName),
        distance: row.distance,
        time: row.time,
        segmentCount: row.segmentCount,
      }));
    },
  );
}
