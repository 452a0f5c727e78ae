import { z } from 'zod';
/**
 * Fuel (issue 16): GET /api/fuel_companies, GET/POST /api/fuel_cards, GET /api/transactions and
 * POST /api/transactions/import. ROLE_FLEET users of a company only (`mayUseFuel`), each on their own
 * company's rows. Register with `app.register(fuelRoutes)`.
 */
import type { FastifyInstance } from 'fastify';
import { hydraCollectionSchema } from '../../../domain/contract/hydra.schema';
import {
  fuelCardItemSchema,
  fuelCardSchema as fuelCardContract,
  fuelCompanySchema,
  transactionImportSchema,
  transactionSchema,
} from '../../../domain/contract/fuel.schema';
import { fuelCardSchema } from '../../../domain/fleet/fuel-card.schema';
import { mayUseFuel } from '../../../domain/fleet/fuel-permissions';
import { currentUser } from '../../auth/authenticate';
import { onlyFor } from '../../http/access-first';
import { ADMIN_LIST_PARAMS, readAdminList } from '../../http/admin-list';
import { hydraCollection, hydraItem, iri } from '../../http/hydra';
import { acceptMultipart } from '../../http/multipart';
import { parsePagination } from '../../http/pagination';
import { PAGING_PARAMS, querySchema } from '../../http/query';
import type { ZodTypeProvider } from '../../http/zod-provider';
import type { FuelCardRow, TransactionRow } from './fuel.repository';
import { findFuelCardPage, findTransactionPage, listFuelCompanies } from './fuel.repository';
import { createFuelCard, fuelCompanyOf } from './fuel-cards.service';
import { importTransactions } from './transaction-import.service';
import { readImportForm, IMPORT_BODY_LIMIT } from './import-form';
import { readTransactionFilters, TRANSACTION_FILTER_PARAMS } from './transaction-filters';

const FUEL_CARDS = '/api/fuel_cards';
const TRANSACTIONS = '/api/transactions';

const driverRef = (driver: { id: number; firstname: string; surname: string } | null) =>
  driver
    ? { '@id': iri('users', driver.id), id: driver.id, name: `${driver.firstname} ${driver.surname}`.trim() }
    : null;

const fuelCardMember = ({ card, fuelCompany, car, driver }: FuelCardRow) => ({
  '@id': iri('fuel_cards', card.id),
  '@type': 'FuelCard' as const,
  id: card.id,
  cardNumber: card.cardNumber,
  fuelCardCompany: {
    '@id': iri('fuel_companies', fuelCompany.id),
    id: fuelCompany.id,
    name: fuelCompany.name,
  },
  company: { '@id': iri('companies', card.companyId), id: card.companyId },
  car: car ? { '@id': iri('cars', car.id), id: car.id, registrationNumber: car.registrationNumber } : null,
  // The car's driver now: the transactions page's driver filter offers these (spec-decisions row 426).
  driver: driverRef(driver),
  version: card.version,
});

const transactionMember = ({ transaction: t, card, fuelCompany, car, driver }: TransactionRow) => ({
  '@id': iri('transactions', t.id),
  '@type': 'Transaction' as const,
  id: t.id,
  transactionDate: t.transactionDate.toISOString(),
  amount: t.amount,
  grossDiscount: t.grossDiscount,
  grossValueAfterDiscount: t.grossValueAfterDiscount,
  netDiscount: t.netDiscount,
  netValueAfterDiscount: t.netValueAfterDiscount,
  netValueBeforeDiscount: t.netValueBeforeDiscount,
  fuelCard: {
    '@id': iri('fuel_cards', card.id),
    id: card.id,
    cardNumber: card.cardNumber,
    fuelCardCompany: fuelCompany,
  },
  car: car ? { '@id': iri('cars', car.id), id: car.id, registrationNumber: car.registrationNumber } : null,
  driver: driverRef(driver),
});

const cardsQuery = querySchema(ADMIN_LIST_PARAMS, readAdminList);
const transactionsQuery = querySchema([...TRANSACTION_FILTER_PARAMS, ...PAGING_PARAMS], (query) => ({
  ...readTransactionFilters(query),
  pagination: parsePagination(query),
}));

export async function fuelRoutes(app: FastifyInstance) {
  acceptMultipart(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const fleetOnly = onlyFor(mayUseFuel);

  r.get(
    '/api/fuel_companies',
    {
      preValidation: fleetOnly,
      // The whole fixed list: no query parameter is read.
      schema: { querystring: z.object({}), response: { 200: hydraCollectionSchema(fuelCompanySchema) } },
    },
    async () => {
      const rows = await listFuelCompanies(app.db);
      const pagination = parsePagination({ pagination: 'false' });
      return hydraCollection({
        basePath: '/api/fuel_companies',
        query: {},
        total: rows.length,
        type: 'FuelCompany',
        pagination,
        items: rows.map((row) => ({ '@id': iri('fuel_companies', row.id), '@type': 'FuelCompany', ...row })),
      });
    },
  );

  r.get(
    FUEL_CARDS,
    {
      preValidation: fleetOnly,
      schema: { querystring: cardsQuery, response: { 200: hydraCollectionSchema(fuelCardContract) } },
    },
    async (request) => {
      const { filters, raw } = request.query;
      const companyId = fuelCompanyOf(currentUser(request));
      const { total, rows } = await findFuelCardPage(app.db, companyId, filters, filters.pagination);
      return hydraCollection({
        basePath: FUEL_CARDS,
        query: raw,
        total,
        type: 'FuelCard',
        pagination: filters.pagination,
        items: rows.map(fuelCardMember),
      });
    },
  );

  r.post(
    FUEL_CARDS,
    {
      preValidation: fleetOnly,
      schema: { body: fuelCardSchema, response: { 201: fuelCardItemSchema } },
    },
    async (request, reply) => {
      const row = await createFuelCard(app.db, currentUser(request), request.body);
      const member = fuelCardMember(row);
      return reply.status(201).send(hydraItem('FuelCard', member['@id'], member));
    },
  );

  r.get(
    TRANSACTIONS,
    {
      preValidation: fleetOnly,
      schema: { querystring: transactionsQuery, response: { 200: hydraCollectionSchema(transactionSchema) } },
    },
    async (request) => {
      const {
        filters: { pagination, ...filters },
        raw,
      } = request.query;
      const companyId = fuelCompanyOf(currentUser(request));
      const { total, rows } = await findTransactionPage(app.db, companyId, filters, pagination);
      return hydraCollection({
        basePath: TRANSACTIONS,
        query: raw,
        total,
        type: 'Transaction',
        pagination,
        items: rows.map(transactionMember),
      });
    },
  );

  r.post(
    `${TRANSACTIONS}/import`,
    {
      preValidation: fleetOnly,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { response: { 201: transactionImportSchema } },
    },
    async (request, reply) => {
      const form = readImportForm(request.headers['content-type'], request.body);
      const result = await importTransactions(app.db, currentUser(request), form.fuelCompanyId, form.file);
      return reply
        .status(201)
        .send(hydraItem('TransactionImport', iri('transaction_imports', result.id), result));
    },
  );
}
