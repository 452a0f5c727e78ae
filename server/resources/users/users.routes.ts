import type { FastifyInstance } from 'fastify';
import { authenticate, currentUser } from '../../auth/authenticate';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { etagOf, ifMatchOf } from '../../http/versioning';
import { userViewSchema } from '../../../domain/contract/people.schema';
import { userUpdateSchema } from './users.schema';
import { idParams } from '../../http/params';
import { getCurrentUser, updateUser } from './users.service';

export async function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/users/me',
    { onRequest: authenticate, schema: { response: { 200: userViewSchema } } },
    async (request, reply) => {
      const view = await getCurrentUser(app, currentUser(request));
      return reply.header('ETag', etagOf(view.version)).send(view);
    },
  );

  r.put(
    '/api/users/:id',
    {
      onRequest: authenticate,
      schema: { params: idParams, body: userUpdateSchema, response: { 200: userViewSchema } },
    },
    async (request, reply) => {
      const view = await updateUser(
        app,
        currentUser(request),
        request.params.id,
        request.body,
        ifMatchOf(request),
      );
      return reply.header('ETag', etagOf(view.version)).send(view);
    },
  );
}
