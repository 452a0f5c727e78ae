/**
 * Accommodations, 'Lista noclegów' (administration.md §2.1 '/accommodations', §2.3 'Noclegi'; issue
 * 13, part B): GET/POST /api/accommodations, GET /api/accommodations/{id}, POST
 * /api/accommodations/{id}/confirm and /cancel. Register with `app.register(accommodationsRoutes)`.
 *
 * Only the hotel role and administrators read them (no tenant: the hotel role keeps every hotel,
 * §2.3 'Hotele'); administrators book; both confirm and cancel (domain/accommodations).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ACCOMMODATION_ACTIONS,
  ACCOMMODATION_STATUSES,
  canBookAccommodation,
  canListAccommodations,
} from '../../../domain/accommodations/accommodation-rules';
import { accommodationFields } from '../../../domain/accommodations/accommodation.schema';
import { accommodationItemSchema, accommodationSchema } from '../../../domain/contract/accommodation.schema';
import { hydraCollectionSchema } from '../../../domain/contract/hydra.schema';
import { currentUser } from '../../auth/authenticate';
import { onlyFor } from '../../http/access-first';
import { ADMIN_LIST_PARAMS, readAdminList } from '../../http/admin-list';
import { hydraCollection } from '../../http/hydra';
import { idParams } from '../../http/params';
import { queryOneOf, querySchema } from '../../http/query';
import { etagOf, ifMatchOf, versionField } from '../../http/versioning';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { accommodationItem, accommodationMember } from './accommodation.serializer';
import { findAccommodationPage } from './accommodations.repository';
import { bookAccommodation, runAccommodationAction, visibleAccommodation } from './accommodations.service';

const PATH = '/api/accommodations';

const STATUS_FILTER = Object.fromEntries(ACCOMMODATION_STATUSES.map((status) => [status, status])) as {
  [S in (typeof ACCOMMODATION_STATUSES)[number]]: S;
};

const accommodationsQuery = querySchema(['status', ...ADMIN_LIST_PARAMS], (query) => ({
  status: queryOneOf(query, 'status', STATUS_FILTER) ?? undefined,
  ...readAdminList(query),
}));

const transitionBody = z.object({ version: versionField }).nullish();

export async function accommodationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const listersOnly = onlyFor(canListAccommodations);

  r.get(
    PATH,
    {
      preValidation: listersOnly,
      schema: {
        querystring: accommodationsQuery,
        response: { 200: hydraCollectionSchema(accommodationSchema) },
      },
    },
    async (request) => {
      const {
        filters: { pagination, ...filters },
        raw: query,
      } = request.query;
      const { total, rows } = await findAccommodationPage(app.db, currentUser(request), filters, pagination);
      return hydraCollection({
        basePath: PATH,
        query,
        total,
        type: 'Accommodation',
        pagination,
        items: rows.map(accommodationMember),
      });
    },
  );

  r.get(
    `${PATH}/:id`,
    {
      preValidation: listersOnly,
      schema: { params: idParams, response: { 200: accommodationItemSchema } },
    },
    async (request, reply) => {
      const row = await visibleAccommodation(app.db, currentUser(request), request.params.id);
      return reply.header('ETag', etagOf(row.accommodation.version)).send(accommodationItem(row));
    },
  );

  r.post(
    PATH,
    {
      preValidation: onlyFor(canBookAccommodation),
      schema: { body: accommodationFields, response: { 201: accommodationItemSchema } },
    },
    async (request, reply) => {
      const row = await bookAccommodation(app.db, currentUser(request), request.body);
      return reply.status(201).header('ETag', etagOf(row.accommodation.version)).send(accommodationItem(row));
    },
  );

  // One route per action of the table in domain/accommodations/accommodation-rules.ts.
  for (const action of ACCOMMODATION_ACTIONS) {
    r.post(
      `${PATH}/:id/${action}`,
      {
        preValidation: listersOnly,
        schema: { params: idParams, body: transitionBody, response: { 200: accommodationItemSchema } },
      },
      async (request, reply) => {
        const row = await runAccommodationAction(app.db, currentUser(request), request.params.id, action, {
          bodyVersion: request.body?.version,
          ifMatch: ifMatchOf(request),
        });
        return reply.header('ETag', etagOf(row.accommodation.version)).send(accommodationItem(row));
      },
    );
  }
}
