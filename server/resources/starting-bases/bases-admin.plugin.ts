/** Starting bases and accommodations (issue 13, part B): one registration for `server/app.ts`. */
import type { FastifyInstance } from 'fastify';
import { accommodationsPlugin } from '../accommodations/accommodations.routes';
import { startingBasesPlugin } from './starting-bases.routes';

export async function basesAdminPlugin(app: FastifyInstance) {
  await app.register(startingBasesPlugin);
  await app.register(accommodationsPlugin);
}
