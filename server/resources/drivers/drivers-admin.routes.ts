/** Drivers and their absences (issue 12): one registration for `server/app.ts`. */
import type { FastifyInstance } from 'fastify';
import { driverAbsencesRoutes } from './driver-absences.routes';
import { driversRoutes } from './drivers.routes';

export async function driversAdminRoutes(app: FastifyInstance) {
  await app.register(driversRoutes);
  await app.register(driverAbsencesRoutes);
}
