/** Drivers and their absences (issue 12): one registration for `server/app.ts`. */
import type { FastifyInstance } from 'fastify';
import { driverAbsencesPlugin } from './driver-absences.routes';
import { driversPlugin } from './drivers.routes';

export async function driversAdminPlugin(app: FastifyInstance) {
  await app.register(driversPlugin);
  await app.register(driverAbsencesPlugin);
}
