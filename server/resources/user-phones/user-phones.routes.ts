/**
 * `POST /api/user_phones`, `PUT /api/user_phones/{id}`, `DELETE /api/user_phones/{id}`: the caller's own
 * phones (settings 'user-phone-settings'). Any signed-in user, on their own account only: another
 * user's phone is a 404 before the body is read. Each answers the caller's updated user (the settings
 * read `/api/users/me`), with its ETag.
 */
import type { FastifyInstance } from 'fastify';
import { userViewSchema } from '../../../domain/contract/people.schema';
import { ownPhoneSchema } from '../../../domain/people/own-phones';
import { currentUser } from '../../auth/authenticate';
import { visibleFirst } from '../../http/access-first';
import { idParams } from '../../http/params';
import { etagOf, ifMatchOf, versionField } from '../../http/versioning';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { changeOwnPhones, ownPhoneIndex } from './user-phones.service';

const phoneBody = ownPhoneSchema.extend({ version: versionField });

export async function userPhoneRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ownPhoneFirst = visibleFirst((user, id) => ownPhoneIndex(app.db, user, id));

  r.post(
    '/api/user_phones',
    { schema: { body: phoneBody, response: { 201: userViewSchema } } },
    async (request, reply) => {
      const { version, ...entry } = request.body;
      const view = await changeOwnPhones(
        app,
        currentUser(request),
        { kind: 'add', entry },
        {
          ifMatch: ifMatchOf(request),
          bodyVersion: version,
        },
      );
      return reply.status(201).header('ETag', etagOf(view.version)).send(view);
    },
  );

  r.put(
    '/api/user_phones/:id',
    {
      preValidation: ownPhoneFirst,
      schema: { params: idParams, body: phoneBody, response: { 200: userViewSchema } },
    },
    async (request, reply) => {
      const { version, ...entry } = request.body;
      const { id } = request.params;
      const view = await changeOwnPhones(
        app,
        currentUser(request),
        { kind: 'edit', phoneId: id, entry },
        { ifMatch: ifMatchOf(request), bodyVersion: version },
      );
      return reply.header('ETag', etagOf(view.version)).send(view);
    },
  );

  r.delete(
    '/api/user_phones/:id',
    {
      preValidation: ownPhoneFirst,
      schema: { params: idParams, response: { 200: userViewSchema } },
    },
    async (request, reply) => {
      const { id } = request.params;
      // No body: the version comes as If-Match (a DELETE without one is a 428).
      const view = await changeOwnPhones(
        app,
        currentUser(request),
        { kind: 'remove', phoneId: id },
        { ifMatch: ifMatchOf(request) },
      );
      return reply.header('ETag', etagOf(view.version)).send(view);
    },
  );
}
