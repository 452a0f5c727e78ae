import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { passwordResetRequestSchema, passwordResetSchema } from '../../domain/auth/auth.schema';
import { originOf } from '../audit/audit-log';
import type { ZodTypeProvider } from '../http/zod-provider';
import { noContent } from '../http/responses';
import { acceptedSchema } from '../../domain/contract/auth.schema';
import { requestPasswordReset, resetPassword } from './password-reset.service';

export async function passwordResetRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/users/reset-password-request',
    { schema: { body: passwordResetRequestSchema, response: { 202: acceptedSchema } } },
    async (request, reply) => {
      await requestPasswordReset(app, request.body.identifier, originOf(request));
      return reply.status(202).send({});
    },
  );

  r.post(
    '/api/users/reset-password',
    {
      schema: {
        // A missing or malformed token is just an invalid link (400), checked after the body.
        querystring: z.object({ token: z.string().max(200).optional().catch(undefined) }),
        body: passwordResetSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await resetPassword(app, request.query.token ?? '', request.body.password, originOf(request));
      return reply.status(204).send(null);
    },
  );
}
