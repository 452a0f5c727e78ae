import type { FastifyInstance } from 'fastify';
import { originOf } from '../../audit/audit-log';
import { currentUser } from '../../auth/authenticate';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { etagOf, ifMatchOf } from '../../http/versioning';
import { onlyFor, visibleFirst } from '../../http/access-first';
import { noContent } from '../../http/responses';
import { userViewSchema } from '../../../domain/contract/people.schema';
import { userCreateSchema } from '../../../domain/people/user-account.schema';
import { canAdministerUsers } from '../../../domain/people/user-permissions';
import { userUpdateSchema } from './user.input';
import { idParams } from '../../http/params';
import { getCurrentUser, updateUser } from './users.service';
import { createUser, deleteUser, getUser, userForCaller } from './user-admin.service';

export async function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // One's own account always; another one only for 'Użytkownicy' (403) in the caller's tenant (404).
  const callerSees = visibleFirst((user, id) => userForCaller(app.db, user, id));

  r.get('/api/users/me', { schema: { response: { 200: userViewSchema } } }, async (request, reply) => {
    const view = await getCurrentUser(app, currentUser(request));
    return reply.header('ETag', etagOf(view.version)).send(view);
  });

  r.post(
    '/api/users',
    {
      preValidation: onlyFor(canAdministerUsers),
      schema: { body: userCreateSchema, response: { 201: userViewSchema } },
    },
    async (request, reply) => {
      const view = await createUser(app, currentUser(request), request.body);
      return reply.status(201).header('ETag', etagOf(view.version)).send(view);
    },
  );

  r.get(
    '/api/users/:id',
    {
      preValidation: callerSees,
      schema: { params: idParams, response: { 200: userViewSchema } },
    },
    async (request, reply) => {
      const view = await getUser(app, currentUser(request), request.params.id);
      return reply.header('ETag', etagOf(view.version)).send(view);
    },
  );

  r.put(
    '/api/users/:id',
    {
      preValidation: callerSees,
      schema: { params: idParams, body: userUpdateSchema, response: { 200: userViewSchema } },
    },
    async (request, reply) => {
      const view = await updateUser(
        app,
        currentUser(request),
        request.params.id,
        request.body,
        ifMatchOf(request),
        originOf(request),
      );
      return reply.header('ETag', etagOf(view.version)).send(view);
    },
  );

  r.delete(
    '/api/users/:id',
    {
      preValidation: callerSees,
      schema: { params: idParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteUser(app, currentUser(request), request.params.id, ifMatchOf(request));
      return reply.status(204).send(null);
    },
  );
}
