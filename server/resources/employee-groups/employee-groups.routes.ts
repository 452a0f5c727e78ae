/**
 * Employee groups (administration.md §7): GET/POST /api/employee_groups, GET/PUT/DELETE
 * /api/employee_groups/{id}. Heads of company (their company's groups) and admins (any railway
 * company's, `?company=` filters the list): `canManageEmployeeGroups`, `mayManageGroupsOf` (row 660).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hydraCollectionSchema } from '../../../domain/contract/hydra.schema';
import { employeeGroupItemSchema, employeeGroupSchema } from '../../../domain/contract/employee-group.schema';
import { groupCreateBodySchema, groupUpdateFields } from '../../../domain/people/employee-group.schema';
import { canManageEmployeeGroups, picksGroupCompany } from '../../../domain/people/passenger-permissions';
import { currentUser } from '../../auth/authenticate';
import { onlyFor, visibleFirst } from '../../http/access-first';
import { forbidden } from '../../http/errors';
import { hydraCollection } from '../../http/hydra';
import { idParams } from '../../http/params';
import { ADMIN_LIST_PARAMS, readAdminList } from '../../http/admin-list';
import { queryId, querySchema } from '../../http/query';
import { noContent } from '../../http/responses';
import { etagOf, ifMatchOf, versionField } from '../../http/versioning';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { serializeGroup } from './employee-group.serializer';
import { findGroup, findGroupPage, stakesOfGroups, type GroupScope } from './employee-groups.repository';
import { changeGroup, createGroup, removeGroup, visibleGroup } from './employee-groups.service';

const GROUPS = '/api/employee_groups';

/** `company` (an id or IRI) narrows an admin's list; a head of company's list is its own whatever it sends. */
const listQuery = querySchema([...ADMIN_LIST_PARAMS, 'company'], (query) => ({
  ...readAdminList(query),
  company: queryId(query, 'company', 'companies'),
}));

const scopeOf = (user: ReturnType<typeof currentUser>, company: number | undefined): GroupScope => {
  if (picksGroupCompany(user)) return { railwayCompanies: true, companyId: company };
  if (user.companyId === null) throw forbidden();
  return { companyId: user.companyId };
};
const updateBody = z.object({ ...groupUpdateFields, version: versionField });

export interface GroupRoutesOptions {
  now?: (() => Date) | undefined;
}

export async function employeeGroupRoutes(app: FastifyInstance, opts: GroupRoutesOptions = {}) {
  const now = opts.now ?? (() => new Date());
  const r = app.withTypeProvider<ZodTypeProvider>();
  const heads = onlyFor(canManageEmployeeGroups);
  const visible = visibleFirst((user, id) => visibleGroup(app.db, user, id));

  const itemOf = async (id: number) => {
    const row = await findGroup(app.db, id);
    if (!row) throw new Error(`employee group ${id} vanished`);
    const stakes = (await stakesOfGroups(app.db, [id])).get(id) ?? [];
    return { '@context': '/api/contexts/EmployeeGroup', ...serializeGroup(row, stakes, now()) };
  };

  r.get(
    GROUPS,
    {
      preValidation: heads,
      schema: { querystring: listQuery, response: { 200: hydraCollectionSchema(employeeGroupSchema) } },
    },
    async (request) => {
      const { search, pagination, company } = request.query.filters;
      const scope = scopeOf(currentUser(request), company);
      const { total, rows } = await findGroupPage(app.db, scope, search, pagination);
      const stakes = await stakesOfGroups(
        app.db,
        rows.map((row) => row.id),
      );
      const today = now();
      return hydraCollection({
        basePath: GROUPS,
        query: request.query.raw,
        total,
        type: 'EmployeeGroup',
        pagination,
        items: rows.map((row) => serializeGroup(row, stakes.get(row.id) ?? [], today)),
      });
    },
  );

  r.get(
    `${GROUPS}/:id`,
    {
      preValidation: [heads, visible],
      schema: { params: idParams, response: { 200: employeeGroupItemSchema } },
    },
    async (request, reply) => {
      const item = await itemOf(request.params.id);
      return reply.header('ETag', etagOf(item.version)).send(item);
    },
  );

  r.post(
    GROUPS,
    {
      preValidation: heads,
      schema: { body: groupCreateBodySchema, response: { 201: employeeGroupItemSchema } },
    },
    async (request, reply) => {
      const id = await createGroup(app.db, currentUser(request), request.body, now());
      const item = await itemOf(id);
      return reply.status(201).header('ETag', etagOf(item.version)).send(item);
    },
  );

  r.put(
    `${GROUPS}/:id`,
    {
      preValidation: [heads, visible],
      schema: { params: idParams, body: updateBody, response: { 200: employeeGroupItemSchema } },
    },
    async (request, reply) => {
      const { id } = request.params;
      await changeGroup(app.db, currentUser(request), id, request.body, ifMatchOf(request));
      const item = await itemOf(id);
      return reply.header('ETag', etagOf(item.version)).send(item);
    },
  );

  r.delete(
    `${GROUPS}/:id`,
    {
      preValidation: [heads, visible],
      schema: { params: idParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await removeGroup(app.db, currentUser(request), request.params.id, ifMatchOf(request));
      return reply.status(204).send(null);
    },
  );
}
