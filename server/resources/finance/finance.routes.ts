/** The 'Finanse' and defined-kilometre routes, registered with `app.register(financeRoutes)`. */
import type { FastifyInstance } from 'fastify';
import { companyCostRoutes } from './company-costs.routes';
import { definedKilometerRoutes } from './defined-kilometers.routes';
import { financialReportRoutes, type FinanceRoutesOptions } from './financial-report.routes';

export async function financeRoutes(app: FastifyInstance, opts: FinanceRoutesOptions = {}) {
  await financialReportRoutes(app, opts);
  await companyCostRoutes(app);
  await definedKilometerRoutes(app);
}
