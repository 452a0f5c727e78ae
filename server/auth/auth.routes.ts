import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isImpersonator } from '../../domain/auth/roles';
import { loginSchema, USERNAME_MAX_LENGTH } from '../../domain/auth/auth.schema';
import { originOf, recordAudit } from '../audit/audit-log';
import { onlyFor } from '../http/access-first';
import { ApiError, forbidden } from '../http/errors';
import type { ZodTypeProvider } from '../http/zod-provider';
import { noContent } from '../http/responses';
import { tokenPairSchema } from '../../domain/contract/auth.schema';
import { findUserByUsername } from '../resources/users/users.repository';
import { currentUser } from './authenticate';
import { JWT_MESSAGES } from './jwt';
import { login } from './login.service';
import { invalidateRefreshToken, issueTokenPair, refreshTokenPair } from './tokens.service';

const refreshBodySchema = z.object({ refresh_token: z.string().min(1).max(512) });

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/login_check',
    // The login answers 400 'Uzupełnij wszystkie pola' rather than a 422, so it classifies itself.
    { schema: { body: loginSchema, response: { 200: tokenPairSchema } }, attachValidation: true },
    (request) => login(app, request.body, originOf(request)),
  );

  r.post(
    '/api/token/refresh',
    { schema: { body: refreshBodySchema, response: { 200: tokenPairSchema } }, attachValidation: true },
    (request) => {
      if (request.validationError) throw new ApiError(401, JWT_MESSAGES.missingRefresh);
      return refreshTokenPair(app, request.body.refresh_token, originOf(request));
    },
  );

  r.post(
    '/api/token/invalidate',
    { schema: { body: refreshBodySchema, response: { 204: noContent } } },
    async (request, reply) => {
      await invalidateRefreshToken(app, request.body.refresh_token, originOf(request));
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/login_as',
    {
      preValidation: onlyFor((actor) => !actor.impersonator && isImpersonator(actor)),
      schema: {
        querystring: z.object({ username: z.string().trim().min(1).max(USERNAME_MAX_LENGTH) }),
        response: { 200: tokenPairSchema },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      if (actor.impersonator || !isImpersonator(actor)) throw forbidden();
      const target = await findUserByUsername(app.db, request.query.username);
      if (!target?.isActive) throw forbidden();
      const real = { id: actor.id, username: actor.username };
      // The preview's pair and its trace commit together (its end: /api/token/invalidate).
      return app.db.transaction(async (tx) => {
        const pair = await issueTokenPair({ db: tx, config: app.config }, target, real);
        await recordAudit(tx, originOf(request), {
          type: 'impersonation_started',
          actor: real,
          subject: { id: target.id, username: target.username },
          details: { via: 'login_as' },
        });
        return pair;
      });
    },
  );
}
