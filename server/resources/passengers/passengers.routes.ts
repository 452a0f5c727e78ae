/**
 * Passenger administration (administration.md §2.7, §6, §7): GET/PUT/DELETE /api/passengers/{id} and
 * POST /api/passengers. The list, `GET /api/passengers`, is passenger-list.routes.ts.
 * Access first: the role (`onlyFor`), then the passenger's tenant (`visibleFirst`, 404), then the body.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { passengerItemSchema } from '../../../domain/contract/passenger-admin.schema';
import { canDeletePassenger, canManagePassengers } from '../../../domain/people/passenger-permissions';
import { passengerBodySchema, passengerUpdateFields } from '../../../domain/people/passenger.schema';
import { PASSENGER_FORM_ROLES } from '../../../domain/people/account-fields';
import { currentUser, type AuthUser } from '../../auth/authenticate';
import { onlyFor, visibleFirst } from '../../http/access-first';
import { idParams } from '../../http/params';
import { etagOf, ifMatchOf, versionField } from '../../http/versioning';
import { notFound } from '../../http/errors';
import { noContent } from '../../http/responses';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { editablePassenger } from './passenger-access';
import { serializePassenger } from './passenger.serializer';
import { accountFlagsOf } from '../accounts/account-guard';
import { findPassengerRow, type PassengerRow } from './passengers.repository';
import { changePassenger, createPassenger, removePassenger } from './passengers.service';

const PASSENGERS = '/api/passengers';
const updateBody = z.object({ ...passengerUpdateFields, version: versionField });

export async function passengerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const managers = onlyFor(canManagePassengers);
  const editable = visibleFirst((user, id) => editablePassenger(app.db, user, id));
  const flagsOf = (user: AuthUser, row: PassengerRow) =>
    accountFlagsOf(app.db, user, row.user.id, PASSENGER_FORM_ROLES);
  const itemOf = async (user: AuthUser, id: number) => {
    const row = await findPassengerRow(app.db, id);
    if (!row) throw notFound();
    return serializePassenger(row, await flagsOf(user, row));
  };

  r.get(
    `${PASSENGERS}/:id`,
    {
      preValidation: [managers, editable],
      schema: { params: idParams, response: { 200: passengerItemSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await editablePassenger(app.db, user, request.params.id);
      const item = serializePassenger(row, await flagsOf(user, row));
      return reply.header('ETag', etagOf(row.passenger.version)).send(item);
    },
  );

  r.post(
    PASSENGERS,
    {
      preValidation: managers,
      schema: { body: passengerBodySchema, response: { 201: passengerItemSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = await createPassenger(app.db, user, request.body);
      const item = await itemOf(user, id);
      return reply.status(201).header('ETag', etagOf(item.version)).send(item);
    },
  );

  r.put(
    `${PASSENGERS}/:id`,
    {
      preValidation: [managers, editable],
      schema: { params: idParams, body: updateBody, response: { 200: passengerItemSchema } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const user = currentUser(request);
      await changePassenger(app.db, user, id, request.body, ifMatchOf(request));
      const item = await itemOf(user, id);
      return reply.header('ETag', etagOf(item.version)).send(item);
    },
  );

  r.delete(
    `${PASSENGERS}/:id`,
    {
      preValidation: [onlyFor(canDeletePassenger), editable],
      schema: { params: idParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await removePassenger(app.db, currentUser(request), request.params.id, ifMatchOf(request));
      return reply.status(204).send(null);
    },
  );
}
