/** Part B of issue 12: employee groups and passenger writes. Register with `app.register(passengersAdminRoutes)`. */
import type { FastifyInstance } from 'fastify';
import { employeeGroupRoutes } from '../employee-groups/employee-groups.routes';
import { passengerRoutes } from './passengers.routes';

export interface PassengersAdminOptions {
  /** The clock of "today" (a new group's first stake, the rate in force); tests pin it. */
  now?: (() => Date) | undefined;
}

export async function passengersAdminRoutes(app: FastifyInstance, opts: PassengersAdminOptions = {}) {
  await app.register(employeeGroupRoutes, { now: opts.now });
  await app.register(passengerRoutes);
}
