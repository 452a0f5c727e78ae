/**
 * Passenger administration (administration.md §2.7, §6, §7): GET/PUT/DELETE /api/passengers/{id} and
 * POST /api/passengers. The list, `GET /api/passengers`, stays with the pickers in people.routes.ts.
 * Access first: the role (`onlyFor`), then the passenger's tenant (`visibleFirst`, 404), then the body.
 */
import type { FastifyInstance } from 'fastify';
import { passengerItemSchema } from '../../../domain/contract/passenger-admin.schema';
import { canManagePassengers } from '../../../domain/people/passenger-permissions';
import { authenticate, currentUser } from '../../auth/authenticate';
import { onlyFor, visibleFirst } from '../../http/access-first';
import { idParams } from '../../http/params';
import { etagOf } from '../../http/versioning';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { editablePassenger } from './passenger-access';
import { serializePassenger } from './passenger.serializer';

const PASSENGERS = '/api/passengers';

export async function passengerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const managers = onlyFor(canManagePassengers);
  const editable = visibleFirst((user, id) => editablePassenger(app.db, user, id));

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
}
