/**
 * 'Pierwsze kroki' (issue 31): `GET /api/first_steps` answers which setup steps the installation has
 * done, for administrators only (`canSeeFirstSteps`; 403 to anyone else before anything is read).
 */
import type { FastifyInstance } from 'fastify';
import { firstStepsSchema } from '../../../domain/contract/first-steps.schema';
import { canSeeFirstSteps } from '../../../domain/onboarding/first-steps-access';
import { onlyFor } from '../../http/access-first';
import { querySchema } from '../../http/query';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { findFirstSteps } from './first-steps.repository';

export const FIRST_STEPS_PATH = '/api/first_steps';

const noQuery = querySchema([], () => ({}));

export async function firstStepsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    FIRST_STEPS_PATH,
    {
      preValidation: onlyFor(canSeeFirstSteps),
      schema: { querystring: noQuery, response: { 200: firstStepsSchema } },
    },
    // The state changes with every setup act: never kept by a cache.
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await findFirstSteps(app.db)),
  );
}
