/**
 * `GET api/push/config` (ADR 021): the VAPID public key for any signed-in user, or null when the
 * server has no keys, and then the SPA does not subscribe at all.
 */
import type { FastifyInstance } from 'fastify';
import { pushConfigSchema } from '../../domain/push/push-config';
import type { ZodTypeProvider } from '../http/zod-provider';

export async function pushConfigRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/push/config', { schema: { response: { 200: pushConfigSchema } } }, async () => ({
      publicKey: app.config.vapid?.publicKey ?? null,
    }));
}
