/**
 * Cars (administration.md §2.4 'Samochody', §7): GET/POST /api/cars, GET/PUT/DELETE /api/cars/{id},
 * (GET /api/cars/mine, the driver's car settings page, is served with the transfer protocols). Who may: domain/fleet/car-permissions.ts,
 * checked before the body is read.
 */
import type { FastifyInstance } from 'fastify';
import { carItemSchema, carSchema as carContract } from '../../../domain/contract/fleet-car.schema';
import { hydraCollectionSchema } from '../../../domain/contract/hydra.schema';
import { mayManageCar, mayManageCars } from '../../../domain/fleet/car-permissions';
import { carSchema } from '../../../domain/fleet/car.schema';
import { currentUser } from '../../auth/authenticate';
import { onlyFor, visibleFirst } from '../../http/access-first';
import { ADMIN_LIST_PARAMS, readAdminList } from '../../http/admin-list';
import { forbidden } from '../../http/errors';
import { noContent } from '../../http/responses';
import { hydraCollection, hydraItem } from '../../http/hydra';
import { idParams } from '../../http/params';
import { querySchema } from '../../http/query';
import { etagOf, ifMatchOf, versionField } from '../../http/versioning';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { carView } from './car.serializer';
import { findCarPage } from './cars.repository';
import { carScope, createCar, deleteCar, updateCar, visibleCar } from './cars.service';

const CARS = '/api/cars';

const carsQuery = querySchema([...ADMIN_LIST_PARAMS], (query) => readAdminList(query));

const item = (row: Parameters<typeof carView>[0]) => {
  const view = carView(row);
  return hydraItem('Car', view['@id'], view);
};

export async function carsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    CARS,
    {
      preValidation: onlyFor(mayManageCars),
      schema: { querystring: carsQuery, response: { 200: hydraCollectionSchema(carContract) } },
    },
    async (request) => {
      const { filters, raw } = request.query;
      const { total, rows } = await findCarPage(
        app.db,
        carScope(currentUser(request)),
        filters.search,
        filters.pagination,
      );
      return hydraCollection({
        basePath: CARS,
        query: raw,
        total,
        type: 'Car',
        pagination: filters.pagination,
        items: rows.map(carView),
      });
    },
  );

  r.get(
    `${CARS}/:id`,
    { schema: { params: idParams, response: { 200: carItemSchema } } },
    async (request, reply) => {
      const row = await visibleCar(app.db, currentUser(request), request.params.id);
      return reply.header('ETag', etagOf(row.car.version)).send(item(row));
    },
  );

  r.post(
    CARS,
    {
      preValidation: onlyFor(mayManageCars),
      schema: { body: carSchema, response: { 201: carItemSchema } },
    },
    async (request, reply) => {
      const row = await createCar(app.db, currentUser(request), request.body);
      return reply.status(201).header('ETag', etagOf(row.car.version)).send(item(row));
    },
  );

  r.put(
    `${CARS}/:id`,
    {
      preValidation: visibleFirst(async (user, id) => {
        const row = await visibleCar(app.db, user, id);
        if (!mayManageCar(user, row.car)) throw forbidden();
      }),
      schema: {
        params: idParams,
        body: carSchema.extend({ version: versionField }),
        response: { 200: carItemSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await updateCar(app.db, user, request.params.id, request.body, ifMatchOf(request));
      return reply.header('ETag', etagOf(row.car.version)).send(item(row));
    },
  );

  r.delete(
    `${CARS}/:id`,
    { schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await deleteCar(app.db, currentUser(request), request.params.id, ifMatchOf(request));
      return reply.status(204).send(null);
    },
  );
}
