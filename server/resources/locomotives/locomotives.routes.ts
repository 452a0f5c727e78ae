/**
 * Locomotives for the course form and 'Lokomotywy': GET/POST /api/locomotives, GET/PUT
 * /api/locomotives/{id}. Register with `app.register(locomotiveRoutes)`. Who sees which: `locomotiveScope`
 * in locomotives.service.ts. (Starting bases moved to server/resources/starting-bases, issue 13.)
 */
import { hydraCollectionSchema } from '../../../domain/contract/hydra.schema';
import {
  locomotiveItemSchema,
  locomotiveSchema as locomotiveContract,
} from '../../../domain/contract/company.schema';
import { onlyFor, visibleFirst } from '../../http/access-first';
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import type { z } from 'zod';
import { isCompanyUser } from '../../../domain/auth/roles';
import { mayWriteLocomotives } from '../../../domain/locomotives/locomotive-permissions';
import { ADMIN_LIST_PARAMS, readAdminList } from '../../http/admin-list';
import { locomotiveSchema } from '../../../domain/locomotives/locomotive.schema';
import { currentUser } from '../../auth/authenticate';
import { hydraCollection, hydraItem, iri } from '../../http/hydra';
import { parseBody } from '../../http/parse';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { queryId, querySchema, queryText } from '../../http/query';
import { idParams } from '../../http/params';
import { forbidden } from '../../http/errors';
import { etagOf, ifMatchOf, versionField } from '../../http/versioning';
import { findLocomotivePage } from './locomotives.repository';
import type { LocomotiveWithCompany } from './locomotives.repository';
import {
  createLocomotive,
  locomotiveScope,
  updateLocomotive,
  visibleLocomotive,
} from './locomotives.service';

const LOCOMOTIVES = '/api/locomotives';

const locomotiveMember = ({ locomotive, company }: LocomotiveWithCompany) => ({
  '@id': iri('locomotives', locomotive.id),
  '@type': 'Locomotive' as const,
  id: locomotive.id,
  sideNumber: locomotive.sideNumber,
  company: company ? { '@id': iri('companies', company.id), id: company.id, name: company.name } : null,
  version: locomotive.version,
});

const locomotiveItem = (row: LocomotiveWithCompany) => {
  const member = locomotiveMember(row);
  return hydraItem('Locomotive', member['@id'], member);
};

const locomotivesSchema = hydraCollectionSchema(locomotiveContract);

/**
 * A user outside a company must name one: their own schema reads the body first, all violations at
 * once. A malformed `:id` is left to the params validation (404).
 */
const companyRequiredFor =
  (schema: z.ZodType): preValidationHookHandler =>
  async (request) => {
    const params = request.params as Record<string, unknown>;
    if ('id' in params && !idParams.safeParse(params).success) return;
    if (!isCompanyUser(currentUser(request))) parseBody(schema, request.body);
  };

/** The course form's picker (company.id, sideNumber) and the 'Lokomotywy' list (search, newest first). */
const locomotivesQuery = querySchema(['company.id', 'sideNumber', ...ADMIN_LIST_PARAMS], (query) => {
  const { search, idDescending, pagination } = readAdminList(query);
  return {
    companyId: queryId(query, 'company.id', 'companies'),
    sideNumber: queryText(query, 'sideNumber'),
    search,
    idDescending,
    pagination,
  };
});

export async function locomotiveRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    LOCOMOTIVES,
    {
      schema: { querystring: locomotivesQuery, response: { 200: locomotivesSchema } },
    },
    async (request) => {
      const {
        filters: { pagination, ...filters },
        raw: query,
      } = request.query;
      const scope = await locomotiveScope(app.db, currentUser(request));
      const { total, rows } = await findLocomotivePage(app.db, filters, scope, pagination);
      return hydraCollection({
        basePath: LOCOMOTIVES,
        query,
        total,
        type: 'Locomotive',
        pagination,
        items: rows.map(locomotiveMember),
      });
    },
  );

  r.get(
    `${LOCOMOTIVES}/:id`,
    { schema: { params: idParams, response: { 200: locomotiveItemSchema } } },
    async (request, reply) => {
      const row = await visibleLocomotive(app.db, currentUser(request), request.params.id);
      return reply.header('ETag', etagOf(row.locomotive.version)).send(locomotiveItem(row));
    },
  );

  // The declared body is the company user's (company implied); anyone else must also name a company,
  // which `companyRequiredFor` checks (with every violation of the body) before the declared schema.
  r.post(
    LOCOMOTIVES,
    {
      preValidation: [onlyFor(mayWriteLocomotives), companyRequiredFor(locomotiveSchema(false))],
      schema: { body: locomotiveSchema(true), response: { 201: locomotiveItemSchema } },
    },
    async (request, reply) => {
      const row = await createLocomotive(app.db, currentUser(request), request.body);
      return reply.status(201).header('ETag', etagOf(row.locomotive.version)).send(locomotiveItem(row));
    },
  );

  r.put(
    `${LOCOMOTIVES}/:id`,
    {
      // Who may change it, before the body is read.
      preValidation: [
        visibleFirst(async (user, id) => {
          await visibleLocomotive(app.db, user, id);
          if (!mayWriteLocomotives(user)) throw forbidden();
        }),
        companyRequiredFor(locomotiveSchema(false).extend({ version: versionField })),
      ],
      schema: {
        params: idParams,
        body: locomotiveSchema(true).extend({ version: versionField }),
        response: { 200: locomotiveItemSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await updateLocomotive(app.db, user, request.params.id, request.body, ifMatchOf(request));
      return reply.header('ETag', etagOf(row.locomotive.version)).send(locomotiveItem(row));
    },
  );
}
