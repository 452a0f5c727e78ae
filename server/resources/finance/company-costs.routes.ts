/**
 * The railway company cost dashboard (courses.md §2, §7): GET
 * /statistics/all-costs-from-accepted-and-finished-courses, GET /api/company_transport_costs and PUT
 * /api/company_transport_costs/{id}. A railway company reads and prices only its own costs.
 */
import type { FastifyInstance } from 'fastify';
import { hydraCollectionSchema } from '../../../domain/contract/hydra.schema';
import {
  companyTransportCostItemSchema,
  companyTransportCostSchema,
  costRowsSchema,
} from '../../../domain/contract/finance.schema';
import { canReadCompanyStatistics } from '../../../domain/finance/finance-rules';
import { companyTransportCostBodySchema } from '../../../domain/finance/finance-requests';
import { currentUser, type AuthUser } from '../../auth/authenticate';
import { onlyFor, visibleFirst } from '../../http/access-first';
import { forbidden, notFound } from '../../http/errors';
import { hydraItem, hydraList, iri } from '../../http/hydra';
import { idParams } from '../../http/params';
import { querySchema, queryText } from '../../http/query';
import { etagOf, expectedVersion, ifMatchOf, staleWrite } from '../../http/versioning';
import type { ZodTypeProvider } from '../../http/zod-provider';
import type { Db } from '../../db/client';
import { companyCostRows } from './company-costs.service';
import { findCostRow, findCostTable, updateCostRow, type CostTableRow } from './company-costs.repository';
import { withStakePrices } from './company-costs.prices';

const COSTS = '/api/company_transport_costs';

const costMember = (row: CostTableRow) => ({
  '@id': iri('company_transport_costs', row.id),
  '@type': 'CompanyTransportCost',
  id: row.id,
  transportCompany: {
    '@id': iri('companies', row.transportCompanyId),
    id: row.transportCompanyId,
    name: row.transportCompanyName,
  },
  priceByKilometer: row.priceByKilometer,
  priceByWaiting: row.priceByWaiting,
  version: row.version,
});

const ownCompany = (user: AuthUser): number => {
  if (!canReadCompanyStatistics(user) || user.companyId === null) throw forbidden();
  return user.companyId;
};

/** A row of the caller's company, else 404 (another company's row is not told apart from none). */
async function ownCostRow(db: Db, user: AuthUser, id: number) {
  const companyId = ownCompany(user);
  const row = await findCostRow(db, id);
  if (!row || row.companyId !== companyId) throw notFound();
  return row;
}

const costsQuery = querySchema(['search'], (query) => ({ search: queryText(query, 'search') ?? null }));

export async function companyCostRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/statistics/all-costs-from-accepted-and-finished-courses',
    {
      preValidation: onlyFor(canReadCompanyStatistics),
      schema: { response: { 200: costRowsSchema } },
    },
    async (request) => {
      return companyCostRows(app.db, ownCompany(currentUser(request)));
    },
  );

  r.get(
    COSTS,
    {
      preValidation: onlyFor(canReadCompanyStatistics),
      schema: {
        querystring: costsQuery,
        response: { 200: hydraCollectionSchema(companyTransportCostSchema) },
      },
    },
    async (request) => {
      const companyId = ownCompany(currentUser(request));
      const rows = await withStakePrices(
        app.db,
        companyId,
        await findCostTable(app.db, companyId, request.query.filters.search),
      );
      return hydraList(COSTS, 'CompanyTransportCost', rows.map(costMember));
    },
  );

  r.put(
    `${COSTS}/:id`,
    {
      // Whose row, before the body is read: 403 without the role, 404 for another company's row.
      preValidation: [
        onlyFor(canReadCompanyStatistics),
        visibleFirst((user, id) => ownCostRow(app.db, user, id)),
      ],
      schema: {
        params: idParams,
        body: companyTransportCostBodySchema,
        response: { 200: companyTransportCostItemSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await ownCostRow(app.db, user, request.params.id);
      const version = expectedVersion(row.version, request.body.version, ifMatchOf(request));
      const prices = {
        priceByKilometer: request.body.priceByKilometer,
        priceByWaiting: request.body.priceByWaiting,
      };
      if (!(await updateCostRow(app.db, row.id, version, prices))) throw staleWrite();
      const [saved] = await withStakePrices(app.db, row.companyId, [await ownCostRow(app.db, user, row.id)]);
      if (!saved) throw notFound();
      return reply
        .header('ETag', etagOf(saved.version))
        .send(hydraItem('CompanyTransportCost', iri('company_transport_costs', saved.id), costMember(saved)));
    },
  );
}
