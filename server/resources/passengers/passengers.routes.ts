/**
 * Passenger administration (administration.md §2.7, §6, §7): GET/PUT/DELETE /api/passengers/{id} and
 * POST /api/passengers. The list, `GET /api/passengers`, stays with the pickers in people.routes.ts.
 * Access first: the role (`onlyFor`), then the passenger's tenant (`visibleFirst`, 404), then the body.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { passengerItemSchema } from '../../../domain/contract/passenger-admin.schema';
import { canDeletePassenger, canManagePassengers } from '../../../domain/people/passenger-permissions';
import { passengerBodySchema, passengerUpdateFields } from '../../../domain/people/passenger.schema';
import { authenticate, currentUser } from '../../auth/authenticate';
import { onlyFor, visibleFirst } from '../../http/access-first';
import { idParams } from '../../http/params';
import { etagOf, ifMatchOf, versionField } from '../../http/versioning';
import { notFound } from '../../http/errors';
import { noContent } from '../../http/responses';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { editablePassenger } from './passenger-access';
import { serializePassenger } from './passenger.serializer';
import { findPassengerRow } from './passengers.repository';
import { changePassenger, createPassenger, removePassenger } from './passengers.service';

const PASSENGERS = '/api/passengers';
const updateBody = z.object({ ...passengerUpdateFields, version: versionField });

export async function passengerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const managers = onlyFor(canManagePassengers);
  const editable = visibleFirst((user, id) => editablePassenger(app.db, user, id));
  const itemOf = async (id: number) => {
    const row = await findPassengerRow(app.db, id);
    if (!row) throw notFound();
    return serializePassenger(row);
  };

  r.get(
    `${PASSENGERS}/:id`,
    {
      onRequest: authenticate,
      preValidation: [managers, editable],
      schema: { params: idParams, response: { 200: passengerItemSchema } },
    },
    async (request, reply) => {
      const row = await editablePassenger(app.db, currentUser(request), request.params.id);
      return reply.header('ETag', etagOf(row.passenger.version)).send(serializePassenger(row));
    },
  );

  r.post(
    PASSENGERS,
    {
      onRequest: authenticate,
      preValidation: managers,
      schema: { body: passengerBodySchema, response: { 201: passengerItemSchema } },
    },
    async (request, reply) => {
      const id = await createPassenger(app.db, currentUser(request), request.body);
      const item = await itemOf(id);
      return reply.status(201).header('ETag', etagOf(item.version)).send(item);
    },
  );

  r.put(
    `${PASSENGERS}/:id`,
    {
      onRequest: authenticate,
      preValidation: [managers, editable],
      schema: { params: idParams, body: updateBody, response: { 200: passengerItemSchema } },
    },
    async (request, reply) => {
      const { id } = request.params;
      await changePassenger(app.db, currentUser(request), id, request.body, ifMatchOf(request));
      const item = await itemOf(id);
      return reply.header('ETag', etagOf(item.version)).send(item);
    },
  );

  r.delete(
    `${PASSENGERS}/:id`,
    {
      onRequest: authenticate,
      preValidation: [onlyFor(canDeletePassenger), editable],
      schema: { params: idParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await removePassenger(app.db, currentUser(request), request.params.id, ifMatchOf(request));
      return reply.status(204).send(null);
    },
  );
}
