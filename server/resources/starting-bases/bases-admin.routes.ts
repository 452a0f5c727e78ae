/** Starting bases and accommodations (issue 13, part B): one registration for `server/app.ts`. */
import type { FastifyInstance } from 'fastify';
import { accommodationsRoutes } from '../accommodations/accommodations.routes';
import { startingBasesRoutes } from './starting-bases.routes';

export async function basesAdminRoutes(app: FastifyInstance) {
  await app.register(startingBasesRoutes);
  await app.register(accommodationsRoutes);
}
