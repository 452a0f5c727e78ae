/**
 * Drivers (administration.md §2.1 '/drivers', §7; issue 12): GET/POST /api/drivers, GET/PUT/DELETE
 * /api/drivers/{id}. Register with `app.register(driversRoutes)`.
 *
 * Reading follows `driverScope` (the course form's picker needs the drivers of subcontractors too);
 * writing follows `canWriteDriver`: managers any driver, a transport company its own (row 212).
 * `availableOn` leaves out drivers absent on a ride's day (row 211).
 */
import { hydraCollectionSchema } from '../../../domain/contract/hydra.schema';
import { driverMemberSchema, driverViewSchema } from '../../../domain/contract/driver.schema';
import type { FastifyInstance } from 'fastify';
import { currentUser, type AuthUser } from '../../auth/authenticate';
import { hydraCollection } from '../../http/hydra';
import { idParams } from '../../http/params';
import { etagOf, ifMatchOf, versionField } from '../../http/versioning';
import { onlyFor, visibleFirst } from '../../http/access-first';
import { noContent } from '../../http/responses';
import { driverFields } from '../../../domain/people/driver.schema';
import { canManageDrivers } from '../../../domain/people/driver-permissions';
import { DRIVER_FORM_ROLES } from '../../../domain/people/account-fields';
import { accountFlagsOf } from '../accounts/account-guard';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { mainPhones } from '../accounts/accounts.repository';
import { driverMember, driverView } from './driver.serializer';
import { driverScope } from './driver-scope';
import { driversQuery } from './drivers.query';
import { findDriverPage, type DriverDetails } from './drivers.repository';
import { createDriver, deleteDriver, updateDriver, visibleDriver, writableDriver } from './drivers.service';

const PATH = '/api/drivers';

export async function driversRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const viewFor = async (user: AuthUser, row: DriverDetails) =>
    driverView(row, await accountFlagsOf(app.db, user, row.userId, DRIVER_FORM_ROLES));

  r.get(
    PATH,
    {
      schema: { querystring: driversQuery, response: { 200: hydraCollectionSchema(driverMemberSchema) } },
    },
    async (request) => {
      const {
        filters: { pagination, ...filters },
        raw: query,
      } = request.query;
      const scope = await driverScope(app.db, currentUser(request));
      const { total, rows } = await findDriverPage(app.db, filters, scope, pagination);
      const phones = await mainPhones(
        app.db,
        rows.map((row) => row.userId),
      );
      return hydraCollection({
        basePath: PATH,
        query,
        total,
        type: 'Driver',
        pagination,
        items: rows.map((row) => driverMember(row, phones.get(row.userId) ?? null)),
      });
    },
  );

  r.get(
    `${PATH}/:id`,
    { schema: { params: idParams, response: { 200: driverViewSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await visibleDriver(app.db, user, request.params.id);
      return reply.header('ETag', etagOf(row.version)).send(await viewFor(user, row));
    },
  );

  // The declared body is the lenient one; a manager's missing company is the service's 422.
  r.post(
    PATH,
    {
      preValidation: onlyFor(canManageDrivers),
      schema: { body: driverFields, response: { 201: driverViewSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await createDriver(app.db, user, request.body);
      return reply
        .status(201)
        .header('ETag', etagOf(row.version))
        .send(await viewFor(user, row));
    },
  );

  const writableFirst = visibleFirst((user, id) => writableDriver(app.db, user, id));

  r.put(
    `${PATH}/:id`,
    {
      preValidation: writableFirst,
      schema: {
        params: idParams,
        body: driverFields.extend({ version: versionField }),
        response: { 200: driverViewSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await updateDriver(app.db, user, request.params.id, request.body, ifMatchOf(request));
      return reply.header('ETag', etagOf(row.version)).send(await viewFor(user, row));
    },
  );

  r.delete(
    `${PATH}/:id`,
    {
      preValidation: writableFirst,
      schema: { params: idParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteDriver(app.db, currentUser(request), request.params.id, ifMatchOf(request));
      return reply.status(204).send(null);
    },
  );
}
