/**
 * Starting bases (administration.md §2.1 '/starting_bases', §3, §4, §7; issue 13): GET/POST
 * /api/starting_bases, GET/PUT /api/starting_bases/{id}. Register with `app.register(startingBasesRoutes)`.
 *
 * Reading: managers all; others the shared bases (no company) and those of their own or linked
 * companies (a railway company sees its contractors' bases, which appear on its courses). Writing
 * follows `canWriteStartingBase`; `PUT {"isActive": false}` is the soft delete.
 */
import type { FastifyInstance } from 'fastify';
import { hydraCollectionSchema } from '../../../domain/contract/hydra.schema';
import {
  startingBaseMemberSchema,
  startingBaseViewSchema,
} from '../../../domain/contract/starting-base.schema';
import { canManageStartingBases } from '../../../domain/places/starting-base-permissions';
import { startingBaseFields, startingBaseUpdateFields } from '../../../domain/places/starting-base.schema';
import { currentUser } from '../../auth/authenticate';
import { onlyFor, visibleFirst } from '../../http/access-first';
import { ADMIN_LIST_PARAMS, readAdminList } from '../../http/admin-list';
import { hydraCollection } from '../../http/hydra';
import { idParams } from '../../http/params';
import { queryId, querySchema } from '../../http/query';
import { etagOf, ifMatchOf, versionField } from '../../http/versioning';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { linkedCompanyScope } from '../companies/scope';
import { startingBaseMember, startingBaseView } from './starting-base.serializer';
import { findStartingBasePage } from './starting-bases.repository';
import {
  createStartingBase,
  updateStartingBase,
  visibleStartingBase,
  writableStartingBase,
} from './starting-bases.service';

const PATH = '/api/starting_bases';

/** The pickers (company.id, by name) and 'Bazy startowe' (search, order[id]=desc). */
const basesQuery = querySchema(['company.id', ...ADMIN_LIST_PARAMS], (query) => ({
  companyId: queryId(query, 'company.id', 'companies'),
  ...readAdminList(query),
}));

export async function startingBasesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    PATH,
    {
      schema: { querystring: basesQuery, response: { 200: hydraCollectionSchema(startingBaseMemberSchema) } },
    },
    async (request) => {
      const {
        filters: { pagination, ...filters },
        raw: query,
      } = request.query;
      const scope = await linkedCompanyScope(app.db, currentUser(request));
      const { total, rows } = await findStartingBasePage(app.db, scope, filters, pagination);
      return hydraCollection({
        basePath: PATH,
        query,
        total,
        type: 'StartingBase',
        pagination,
        items: rows.map(startingBaseMember),
      });
    },
  );

  r.get(
    `${PATH}/:id`,
    { schema: { params: idParams, response: { 200: startingBaseViewSchema } } },
    async (request, reply) => {
      const row = await visibleStartingBase(app.db, currentUser(request), request.params.id);
      return reply.header('ETag', etagOf(row.base.version)).send(startingBaseView(row));
    },
  );

  // The declared body leaves the company optional; a manager's missing company is the service's 422.
  r.post(
    PATH,
    {
      preValidation: onlyFor(canManageStartingBases),
      schema: { body: startingBaseFields, response: { 201: startingBaseViewSchema } },
    },
    async (request, reply) => {
      const row = await createStartingBase(app.db, currentUser(request), request.body);
      return reply.status(201).header('ETag', etagOf(row.base.version)).send(startingBaseView(row));
    },
  );

  r.put(
    `${PATH}/:id`,
    {
      preValidation: visibleFirst((user, id) => writableStartingBase(app.db, user, id)),
      schema: {
        params: idParams,
        body: startingBaseUpdateFields.extend({ version: versionField }),
        response: { 200: startingBaseViewSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await updateStartingBase(app.db, user, request.params.id, request.body, ifMatchOf(request));
      return reply.header('ETag', etagOf(row.base.version)).send(startingBaseView(row));
    },
  );
}
